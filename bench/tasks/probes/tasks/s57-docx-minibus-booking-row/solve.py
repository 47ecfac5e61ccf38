import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
p = os.path.join(ws, "minibus_march_2025.docx")
doc = Document(p)
t = doc.tables[0]
for row in t.rows:
    if row.cells[0].text.strip() == "Thu 20 Mar":
        for i, v in ((1, "Ramblers"), (2, "Ashridge Estate"), (3, "Pat Okafor"), (4, "11")):
            ek.set_cell_text(row.cells[i], v)
doc.save(p)
ek.emit(ev, answer="Updated the Thu 20 Mar booking: Ramblers, Ashridge Estate, Pat Okafor, 11 seats.", artifacts=["minibus_march_2025.docx"])
