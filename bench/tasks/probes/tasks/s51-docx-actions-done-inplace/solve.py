import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "committee_actions.docx")
d = Document(p)
for row in d.tables[0].rows:
    if row.cells[0].text.strip() in ("A-07", "A-11"):
        set_cell_text(row.cells[4], "Done")
d.save(p)
emit(ev, answer="Marked A-07 and A-11 as Done in committee_actions.docx (saved in place).",
     artifacts=["committee_actions.docx"])
