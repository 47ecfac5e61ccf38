import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, kb = setup_args()
paras = [
    ("h", "Remote work policy"),
    ("p", "This policy applies to all permanent employees and contractors with more than six months of tenure."),
    ("p", "Employees may work remotely up to 2 days per week, agreed with their manager."),
    ("p", "Company laptops must use full-disk encryption and the corporate VPN on public networks."),
    ("p", "Home office equipment is reimbursed up to 300 EUR every three years."),
    ("p", "Working from abroad requires approval from HR at least 10 working days in advance."),
]
changes = {2: "Employees may work remotely up to 3 days per week, agreed with their manager.",
           4: "Home office equipment is reimbursed up to 450 EUR every three years."}
for year, ch in (("2025", {}), ("2026", changes)):
    d = new_doc()
    for i, (kind, text) in enumerate(paras):
        text = ch.get(i, text)
        if kind == "h":
            add_heading(d, "%s (%s)" % (text, year), 1)
        else:
            add_par(d, text)
    save_docx(d, os.path.join(ws, "policy_%s.docx" % year))
