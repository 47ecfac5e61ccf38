import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, kb = setup_args()
d = new_doc()
add_heading(d, "Welcome to Tidewater Analytics", 1)
add_par(d, [("Your onboarding buddy is ", ""), ("Marta", "b"), (" Okonkwo", "b"),
            (". She will meet you at reception at 09:30 on your first day.", "")])
add_heading(d, "First week", 2)
add_par(d, [("Day 1: laptop setup with IT, then lunch with ", ""), ("Marta ", ""), ("Okonkwo", "b"),
            (" and the data engineering team.", "")])
add_par(d, [("Day 2: read the ", ""), ("Data Handling Standard", "i"),
            ("; questions go to Marta Okonkwo or to your line manager, ", ""), ("Sean Whitlock", "b"), (".", "")])
add_par(d, [("Day 3-5: shadow ", ""), ("Marta Okonkwo", "iu"), (" on client calls.", "")])
add_heading(d, "Key contacts", 2)
add_table(d, [["Topic", "Contact", "Extension"],
              ["Buddy", [("Marta", ""), (" ", ""), ("Okonkwo", "")], "2214"],
              ["IT support", "Priyanka Dev", "2001"],
              ["Payroll", "Sean Whitlock", "2150"]])
add_par(d, [("Tip: ", "b"), ("Marta Okonkwo runs the Friday demo session - ", ""),
            ("bring one question", "b"), (".", "")])
save_docx(d, os.path.join(ws, "onboarding_guide.docx"))
