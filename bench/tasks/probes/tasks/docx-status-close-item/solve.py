import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "project_status.docx"))
t = d.tables[0]
hdr = [c.text for c in t.rows[0].cells]
i_item, i_status = hdr.index("Item"), hdr.index("Status")
for row in t.rows[1:]:
    if row.cells[i_item].text.strip() == "Migrate payroll to Paylocity":
        set_cell_text(row.cells[i_status], "Closed")
d.save(os.path.join(ws, "project_status_updated.docx"))
emit(ev, answer="Set HR-35 'Migrate payroll to Paylocity' to Closed; saved project_status_updated.docx.",
     artifacts=["project_status_updated.docx"])
