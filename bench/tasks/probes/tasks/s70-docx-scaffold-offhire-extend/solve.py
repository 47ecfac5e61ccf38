import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
d = Document(os.path.join(ws, "hire_schedule.docx"))
for row in d.tables[0].rows:
    if row.cells[1].text.strip() == "12 Mill Lane, Oakbury":
        ek.set_cell_text(row.cells[4], "14/03/2025")
d.save(os.path.join(ws, "hire_schedule_updated.docx"))
