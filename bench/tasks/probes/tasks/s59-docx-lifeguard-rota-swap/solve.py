import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
d = Document(os.path.join(ws, "pool_rota_june.docx"))
for row in d.tables[0].rows[1:]:
    c = [x.text for x in row.cells]
    if c[0] == "Sat 14 June" and c[1] == "Early" and c[2] == "Priya Natarajan":
        ek.set_cell_text(row.cells[2], "Tom Ashdown")
d.save(os.path.join(ws, "pool_rota_june_v2.docx"))
ek.emit(ev, answer="Saved pool_rota_june_v2.docx with Tom Ashdown replacing Priya Natarajan as poolside lifeguard "
        "for the main pool early session on Sat 14 June.", artifacts=["pool_rota_june_v2.docx"])
