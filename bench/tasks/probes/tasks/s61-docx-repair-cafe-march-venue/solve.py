import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
path = os.path.join(ws, "flyers", "repair_cafe_spring_2025.docx")
doc = Document(path)
t = doc.tables[0]
row = [r for r in t.rows if r.cells[0].text.strip() == "Sat 15 March"][0]
# confirmed by Millbrook Library's email of 20 Feb 2025
ek.set_cell_text(row.cells[1], "Millbrook Library, Community Room 2")
ek.set_cell_text(row.cells[2], "10:00\u201313:00")
doc.save(path)
ek.emit(ev, answer="Updated the 15 March row of flyers/repair_cafe_spring_2025.docx: venue Millbrook Library, "
                   "Community Room 2; time 10:00\u201313:00. Nothing else changed.",
        artifacts=["flyers/repair_cafe_spring_2025.docx"])
