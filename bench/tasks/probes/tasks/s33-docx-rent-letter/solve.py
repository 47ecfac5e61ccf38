import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "renewal_letter.docx"))
n = 0
for p in d.paragraphs:
    if "monthly rent will be" in p.text or "standing order to" in p.text:
        n += replace_in_paragraph(p, "\u00a31,150", "\u00a31,195")
for row in d.tables[0].rows:
    if row.cells[0].text.strip() == "Monthly rent":
        n += replace_in_paragraph(row.cells[1].paragraphs[0], "\u00a31,150", "\u00a31,195")
d.save(os.path.join(ws, "renewal_letter_2025.docx"))
emit(ev, answer="Changed the monthly rent in %d places (the deposit stays \u00a31,150); saved renewal_letter_2025.docx." % n,
     artifacts=["renewal_letter_2025.docx"])
