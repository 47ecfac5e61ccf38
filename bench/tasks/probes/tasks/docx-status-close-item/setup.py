import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
d = new_doc()
add_heading(d, "HR Systems Programme - Status Report", 1)
add_par(d, [("Week ending 14 March 2025. Owner: ", ""), ("Nadia Ferreira", "b"), (".", "")])
add_heading(d, "Open items", 2)
add_table(d, [
    ["ID", "Item", "Owner", "Status", "Due", "Notes"],
    ["HR-31", "Select new applicant tracking system", "Nadia Ferreira", [("Closed", "i")], "2025-01-31", "Greenhouse chosen"],
    ["HR-34", "Migrate payroll to Paylocity - staff training", "Owen Castillo", [("Open", "")], "2025-04-18", "Sessions booked"],
    ["HR-35", "Migrate payroll to Paylocity", "Owen Castillo", [("In progress", "b")], "2025-03-28", "Parallel run passed"],
    ["HR-38", "Update leave policy in handbook", "Bea Lindqvist", [("Blocked", "b")], "2025-03-21", "Waiting on legal"],
    ["HR-40", "Archive legacy payroll exports", "Owen Castillo", [("Open", "")], "2025-05-02", "After Migrate payroll to Paylocity"],
    ["HR-41", "Benefits enrolment window", "Bea Lindqvist", [("In progress", "b")], "2025-04-01", ""],
])
add_heading(d, "Contacts", 2)
add_table(d, [["Role", "Name"], ["Sponsor", "Carl Mensah"], ["Payroll lead", "Owen Castillo"]])
add_par(d, "Next review: 21 March 2025.")
save_docx(d, os.path.join(ws, "project_status.docx"))
