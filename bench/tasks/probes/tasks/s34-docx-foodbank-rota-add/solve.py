import copy
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from docx.table import _Row
from evalkit import *

ws, ev = solve_args()
path = os.path.join(ws, "foodbank_rota.docx")
d = Document(path)
t = d.tables[0]                                   # Saturday warehouse shifts (drivers table is second)
rows = list(t.rows)
after = [r for r in rows if r.cells[0].text.strip() == "Sat 15 Mar"][-1]
new_tr = copy.deepcopy(after._tr)
after._tr.addnext(new_tr)
new = _Row(new_tr, t)
for c, v in zip(new.cells, ["Sat 22 Mar", "Morning", "Leila Haddad", "07700 900418"]):
    set_cell_text(c, v)
total = [r for r in t.rows if r.cells[0].text.strip() == "Shifts filled"][0]
replace_in_paragraph(total.cells[2].paragraphs[0], "8 of 10", "9 of 10")
d.save(path)
emit(ev, answer="Added Leila Haddad (Sat 22 Mar, Morning) before the 22 Mar afternoon row; shifts filled is now 9 of 10.",
     artifacts=["foodbank_rota.docx"])
