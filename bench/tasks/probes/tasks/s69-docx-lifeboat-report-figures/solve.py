import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

from docx import Document

P = os.path.join(ws, "Annual report 2024 draft.docx")
doc = Document(P)
log = [t for t in doc.tables if t.rows[0].cells[0].text.strip() == "Date"][0]
hdr = [c.text.strip() for c in log.rows[0].cells]
rows = [dict(zip(hdr, [c.text.strip() for c in r.cells])) for r in log.rows[1:]]
service = [r for r in rows if r["Type"] == "Service"]
ilb = [r for r in service if r["Lifeboat"] == "ILB"]
hours = sum(float(r["Hours at sea"]) for r in ilb)
aided = sum(int(r["Persons aided"]) for r in ilb if r["Persons aided"].isdigit())
fmt = lambda x: ("%d" % x) if float(x).is_integer() else ("%g" % x)
vals = {"[SERVICE LAUNCHES]": fmt(len(service)), "[ILB HOURS]": fmt(hours), "[ILB AIDED]": fmt(aided)}
for p in doc.paragraphs:
    for k, v in vals.items():
        if k in p.text:
            ek.replace_in_paragraph(p, k, v)
doc.save(P)
