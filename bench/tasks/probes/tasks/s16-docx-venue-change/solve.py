import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "festival_programme.docx"))
t = d.tables[1]                                   # Thursday 7 August
moved = []
for row in t.rows[1:]:
    c = row.cells
    if c[2].text.strip().lower() == "workshop" and c[3].text.strip() == "Harbour Room":
        set_cell_text(c[3], "Boiler House")
        moved.append(c[1].text)
d.save(os.path.join(ws, "festival_programme_v2.docx"))
emit(ev, answer="Moved to the Boiler House on Thursday: " + "; ".join(moved) + ". Saved as festival_programme_v2.docx.",
     artifacts=["festival_programme_v2.docx"])
