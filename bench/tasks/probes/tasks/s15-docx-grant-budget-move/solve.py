import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "grant_budget.docx"))
t = d.tables[0]                                   # Table 1, requested budget (the appendix table is second)
num = lambda c: int(c.text.replace("\u00a3", "").replace(",", ""))
fmt = lambda v: "\u00a3{:,}".format(v)
rows = {r.cells[0].text.strip(): r for r in t.rows}
for name, delta in (("Equipment", 4000), ("Travel", -4000)):
    r = rows[name]
    set_cell_text(r.cells[2], fmt(num(r.cells[2]) + delta))
    set_cell_text(r.cells[3], fmt(num(r.cells[3]) + delta))
d.save(os.path.join(ws, "grant_budget_v2.docx"))
emit(ev, answer="Moved \u00a34,000 in Year 2: Equipment \u00a36,000 (total \u00a318,800), Travel \u00a32,500 "
                "(total \u00a35,700). Year 2 and overall totals are unchanged. Saved as grant_budget_v2.docx.",
     artifacts=["grant_budget_v2.docx"])
