import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
d = new_doc()
add_heading(d, "Offer of employment", 1)
add_par(d, ["Dear ", ("{{full_name}}", "b"), ","])
add_par(d, ["We are pleased to offer you the position of ", ("{{job_title}}", "b"),
            " in our ", "{{team}}", " team, starting on ", ("{{start_date}}", "u"), "."])
add_par(d, ["Your annual gross salary will be ", ("{{salary}}", "b"), ", paid in twelve monthly instalments."])
add_table(d, [["Item", "Value"], ["Probation", "6 months"], ["Location", "{{office}}"]])
add_par(d, ["Please confirm by signing this letter. Kind regards, ", ("People Team", "i")])
save_docx(d, os.path.join(ws, "offer_template.docx"))
write(os.path.join(ws, "candidate.json"), json.dumps({
    "full_name": "Tomasz Zielinski", "job_title": "Senior Data Engineer", "team": "Analytics Platform",
    "start_date": "1 September 2026", "salary": "EUR 78,500", "office": "Lisbon"}, indent=2))
