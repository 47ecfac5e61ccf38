import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
d = new_doc()
add_heading(d, "Project plan: customer portal", 1)
add_par(d, ["Status: ", ("on track", "b"), ". Dates are ISO formatted."])
add_table(d, [["Milestone", "Owner", "Due"],
              ["Design sign-off", "Mira", "2026-01-20"],
              ["Beta release", "Oskar", "2026-02-27"],
              ["Security review", "Helga", "2026-03-06"],
              ["Launch", "Mira", "2026-04-01"]])
add_par(d, "The security review must finish before launch.")
save_docx(d, os.path.join(ws, "project_plan.docx"))
