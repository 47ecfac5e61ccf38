import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
p = os.path.join(ws, "fixtures_spring_2025.docx")
doc = Document(p)
t = doc.tables[0]
for row in t.rows:
    c = [x.text for x in row.cells]
    if c[0] == "Sat 12 Apr" and c[1] == "Harton Rovers":
        ek.set_cell_text(row.cells[0], "Sat 26 Apr")
        ek.set_cell_text(row.cells[2], "Away")
doc.save(p)
ek.emit(ev, answer="Updated the U12 Harton Rovers fixture to Sat 26 Apr, Away.", artifacts=["fixtures_spring_2025.docx"])
