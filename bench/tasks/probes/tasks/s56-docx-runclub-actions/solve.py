import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
from docx import Document

ws, ev = solve_args()
p = os.path.join(ws, "committee_minutes.docx")
doc = Document(p)
t = doc.tables[0]
for row in t.rows[1:]:
    if row.cells[2].text.strip() == "Priya" and row.cells[4].text.strip() != "Done":
        set_cell_text(row.cells[4], "Done")
save_docx(doc, p)
emit(ev, answer="Marked Priya's actions 1, 3 and 7 as Done.", artifacts=["committee_minutes.docx"])
