import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "staff_phone_list.docx")
d = Document(p)
for row in d.tables[0].rows:
    if row.cells[0].text.strip() == "Rhian Price":
        row._tr.getparent().remove(row._tr)
        break
d.save(p)
emit(ev, answer="Removed Rhian Price's row from the staff table and saved staff_phone_list.docx in place.",
     artifacts=["staff_phone_list.docx"])
