import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "coach_tour.docx"))
inc = []
for t in d.tables:
    for row in t.rows[1:]:
        cell = row.cells[1]                     # the Stop column; the legend only speaks of stops
        runs = [r for p in cell.paragraphs for r in p.runs if r.text.strip()]
        if runs and all(r.bold for r in runs):
            inc.append(cell.text.strip())
emit(ev, answer="Entry is included for: " + ", ".join(inc) + ".")
