import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

from docx import Document

P = os.path.join(ws, "gritting_plan_2025-26.docx")
doc = Document(P)
t = doc.tables[0]
hdr = [c.text.strip() for c in t.rows[0].cells]
li, si = hdr.index("Lead driver"), hdr.index("Standby driver")
for row in t.rows[1:]:
    cells = row.cells
    lead, stand = cells[li].text.strip(), cells[si].text.strip()
    if lead == "Priya Nair":
        ek.set_cell_text(cells[li], stand)
        ek.set_cell_text(cells[si], "TBC")
    elif stand == "Priya Nair":
        ek.set_cell_text(cells[si], "TBC")
doc.save(P)
