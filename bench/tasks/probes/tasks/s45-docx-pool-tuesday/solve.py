import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "pool_timetable.docx")
d = Document(p)
hours, sessions = d.tables
for row in hours.rows:
    if row.cells[0].text == "Tuesday":
        set_cell_text(row.cells[2], "21:00")
day = None
for row in sessions.rows[1:]:
    c = row.cells
    day = c[0].text.strip() or day
    if day == "Tuesday" and c[1].text == "Lane swimming":
        set_cell_text(c[4], "21:00")
d.save(p)
emit(ev, answer="Updated pool_timetable.docx in place: Tuesday closing time 21:00 and the Tuesday lane swimming "
                "session now ends at 21:00. Aqua fit and Thursday's lane swim are unchanged.",
     artifacts=["pool_timetable.docx"])
