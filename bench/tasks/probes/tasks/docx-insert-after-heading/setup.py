import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
d = new_doc()
add_heading(d, "Remote Work Policy", 0)
add_par(d, "Contents")
for s in ("1 Purpose", "2 Scope", "3 Eligibility", "4 Equipment", "5 Review"):
    add_par(d, s)
add_heading(d, "1 Purpose", 1)
add_par(d, "This policy sets out how staff at Brightwell Insurance Brokers may work from home.")
add_heading(d, "2 Scope", 1)
add_par(d, [("It applies to all permanent employees. Contractors are covered by their agreements; "
             "see section ", ""), ("3 Eligibility", "i"), (" for who may apply.", "")])
add_heading(d, "3 Eligibility", 1)
add_par(d, "Employees may request up to three remote days per week once approved by their manager.")
add_par(d, [("Roles that handle ", ""), ("physical post", "b"), (" are excluded.", "")])
add_heading(d, "4 Equipment", 1)
add_par(d, "The company provides a laptop and headset; furniture is the employee's responsibility.")
add_heading(d, "5 Review", 1)
add_par(d, "HR reviews this policy every twelve months. Last review: January 2025.")
save_docx(d, os.path.join(ws, "remote_work_policy.docx"))
