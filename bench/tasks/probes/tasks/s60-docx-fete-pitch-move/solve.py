import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
doc = Document(os.path.join(ws, "fete_stalls.docx"))
t = doc.tables[1]
col = [c.text.strip() for c in t.rows[0].cells].index("Pitch")
for row in t.rows:
    if row.cells[0].text.strip() == "Bottle tombola":
        ek.set_cell_text(row.cells[col], "12")
doc.save(os.path.join(ws, "fete_stalls_v2.docx"))
ek.emit(ev, answer="Saved fete_stalls_v2.docx with the bottle tombola moved from pitch 7 to pitch 12 (per the clerk's 1 July email after the site meeting; pitch 10 is ruled out).",
        artifacts=["fete_stalls_v2.docx"])
