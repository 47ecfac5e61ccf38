import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "quiz_league.docx"))
t = d.tables[1]
for row in t.rows[1:]:
    total = sum(float(c.text.strip().replace("\u00bd", ".5")) for c in row.cells[1:5])
    set_cell_text(row.cells[5], ("%g" % total))
d.save(os.path.join(ws, "quiz_league_week7.docx"))
emit(ev, answer="Filled the week 7 totals; saved quiz_league_week7.docx.", artifacts=["quiz_league_week7.docx"])
