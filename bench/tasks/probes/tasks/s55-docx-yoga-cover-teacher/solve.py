import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "timetable_autumn.docx"))
t = d.tables[0]
for row in t.rows:
    c = [x.text for x in row.cells]
    if c[0] == "Wednesday" and c[1] == "18:30":
        set_cell_text(row.cells[3], "Priya Shah")
d.save(os.path.join(ws, "timetable_autumn_v2.docx"))
emit(ev, answer="Changed the Wednesday 18:30 Vinyasa Flow teacher to Priya Shah and saved timetable_autumn_v2.docx.",
     artifacts=["timetable_autumn_v2.docx"])
