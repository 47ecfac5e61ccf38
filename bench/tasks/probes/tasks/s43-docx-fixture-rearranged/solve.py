import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "fixtures_2025.docx"))
t = d.tables[0]
row = next(r for r in t.rows if r.cells[0].text == "Sat 17 May" and r.cells[1].text == "Oldfield")
after = next(r for r in t.rows if r.cells[0].text == "Sat 14 June")
set_cell_text(row.cells[0], "Sat 7 June")
after._tr.addprevious(row._tr)
d.save(os.path.join(ws, "fixtures_2025_v2.docx"))
emit(ev, answer="Moved the Oldfield home fixture to Sat 7 June; saved fixtures_2025_v2.docx.", artifacts=["fixtures_2025_v2.docx"])
