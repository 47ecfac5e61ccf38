import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
from docx import Document

ws, ev = solve_args()
p = os.path.join(ws, "project_plan.docx")
d = Document(p)
set_cell_text(d.tables[0].cell(3, 2), "2026-03-15")
d.save(p)
emit(ev, answer="Security review is now due 2026-03-15.")
