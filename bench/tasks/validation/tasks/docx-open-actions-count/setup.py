import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
d = new_doc()
add_heading(d, "Action items after the launch review", 1)
rows = [["#", "Item", "Owner", "Status"],
        ["1", "Fix the signup email template", "Priya", "Done"],
        ["2", "Add rate limiting to the public API", "Priya", "In progress"],
        ["3", "Update the pricing page", "Marcus", "Open"],
        ["4", "Write the incident postmortem", "Priya", "Open"],
        ["5", "Rotate the staging credentials", "Elena", "Done"],
        ["6", "Review the analytics consent banner", "Priya", "Blocked"],
        ["7", "Archive the old landing pages", "Marcus", "Done"],
        ["8", "Document the release checklist", "Priya", "Done"]]
add_table(d, rows)
add_par(d, "Priya will present the status at the next review.")
save_docx(d, os.path.join(ws, "action_items.docx"))
