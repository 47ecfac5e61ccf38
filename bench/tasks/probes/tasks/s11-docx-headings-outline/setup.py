import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx.shared import Pt
from evalkit import *

# (level, text); level 0 = Title, 9 = bold Normal paragraph that only looks like a heading
CONTENT = [
    (0, "Clinic Relocation Project Plan"),
    (1, "Background"),
    ("p", "Northgate Dental Group will move its Castle Street clinic to the new Riverside Health Hub in autumn 2025."),
    (1, "Scope"),
    (2, "In scope"),
    ("p", "Moving four surgeries, the reception and the sterilisation room."),
    (2, "Out of scope"),
    ("p", "The orthodontics service stays at Castle Street until its lease ends."),
    (1, "Timeline"),
    (9, "Key dates"),
    ("p", "Keys handed over 1 August; first patients 6 October."),
    (2, "Phase one: fit-out"),
    ("p", "Contractor fits the surgeries and the plant room."),
    (2, "Phase two: equipment move"),
    (3, "Sterilisation unit"),
    ("p", "The autoclaves are moved and revalidated by the manufacturer."),
    (3, "Imaging"),
    ("p", "The OPG machine needs a new radiation protection survey."),
    (2, "Phase three: opening"),
    ("p", "Two half days with reduced lists."),
    (1, "Risks and mitigations"),
    (9, "Decision needed"),
    ("p", "Whether to run both sites in parallel for one week."),
    (1, "Budget"),
    (2, "Capital costs"),
    ("t", None),
    (9, "Note on contingency"),
    ("p", "A 10% contingency is held by the finance director."),
    (2, "Running costs"),
    ("p", "Rent and service charge rise by 18% compared with Castle Street."),
    (1, "Approvals"),
    ("p", "The plan needs sign-off from the partners and the practice manager."),
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    for lvl, text in CONTENT:
        if lvl == "p":
            add_par(d, text)
        elif lvl == "t":
            add_table(d, [["Item", "Cost (GBP)"], ["Surgery fit-out", "184,000"],
                          ["Equipment move and revalidation", "23,500"], ["Signage and IT", "9,800"]])
        elif lvl == 9:
            p = add_par(d, [(text, "b")])
            p.runs[0].font.size = Pt(13)
        elif text == "Phase two: equipment move":
            h = d.add_heading("Phase two: ", 2)
            h.add_run("equipment move").italic = True
        else:
            add_heading(d, text, lvl)
    add_par(d, [("Owner: ", "b"), ("Helen Prakash, practice manager", "")])
    save_docx(d, os.path.join(ws, "relocation_plan.docx"))
