import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import csv
from docx import Document

ws, ev = ek.solve_args()
scores = {}
with open(os.path.join(ws, "scores.csv"), encoding="utf-8", newline="") as f:
    for row in csv.DictReader(f):
        scores[row["licence"].strip()] = row
doc = Document(os.path.join(ws, "grading_sheet.docx"))
t = doc.tables[0]
hdr = [c.text.strip().lower() for c in t.rows[0].cells]
li, toti, resi = hdr.index("licence no"), hdr.index("total"), hdr.index("result")
for row in t.rows[1:]:
    cells = row.cells
    s = scores[cells[li].text.strip()]
    parts = [s[k].strip() for k in ("kihon", "kata", "kumite")]
    if any(p.lower() == "n/a" for p in parts):
        ek.set_cell_text(cells[toti], "")
        ek.set_cell_text(cells[resi], "Absent")
        continue
    total = sum(float(p) for p in parts)
    ek.set_cell_text(cells[toti], "%g" % total)
    ek.set_cell_text(cells[resi], "Pass" if total >= 21 else "Fail")
doc.save(os.path.join(ws, "grading_sheet_results.docx"))
ek.emit(ev, answer="Filled totals and results; saved as grading_sheet_results.docx.", artifacts=["grading_sheet_results.docx"])
