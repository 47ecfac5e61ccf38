import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "cleaning_prices.docx"))
for row in d.tables[0].rows:
    if row.cells[0].text.strip() == "Oven clean":
        set_cell_text(row.cells[2], "\u00a372")
d.save(os.path.join(ws, "cleaning_prices_2026.docx"))
emit(ev, answer="Oven clean is now \u00a372 in cleaning_prices_2026.docx; the original is unchanged.",
     artifacts=["cleaning_prices_2026.docx"])
