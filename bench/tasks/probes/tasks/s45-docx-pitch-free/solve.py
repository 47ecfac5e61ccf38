import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from docx.oxml.ns import qn
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "bookings_august_2025.docx"))
t = d.tables[1]
head = [c.text for c in t.rows[0].cells]
cols = [head.index("Fri 15"), head.index("Sat 16")]
free = []
for row in t.rows[1:]:
    cells = row.cells          # python-docx repeats a merged cell for each grid column it spans
    ok = True
    for j in cols:
        shd = cells[j]._tc.tcPr.find(qn("w:shd")) if cells[j]._tc.tcPr is not None else None
        if shd is not None and shd.get(qn("w:fill")) not in (None, "auto", "FFFFFF"):
            ok = False
    if ok:
        free.append(cells[0].text.split()[0])
emit(ev, answer="Free on both Fri 15 and Sat 16 August: " + ", ".join(free) +
     ". (B1 only has an unshaded enquiry from Moss, so nothing is held.)")
