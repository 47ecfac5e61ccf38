import os
import sys

from docx import Document
from docx.oxml.ns import qn
from docx.table import Table

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
SRC = os.path.join(ws, "courses", "woodturning_courses.docx")
OUT = os.path.join(ws, "courses", "woodturning_courses_marked.docx")

doc = Document(SRC)
table, after_heading = None, False
for child in doc.element.body.iterchildren():
    if child.tag == qn("w:p"):
        text = "".join(t.text or "" for t in child.iter(qn("w:t"))).strip()
        if text:
            after_heading = text.startswith("Spring 2026")
    elif child.tag == qn("w:tbl") and after_heading:
        table = Table(child, doc)
        break

hdr = [c.text.strip() for c in table.rows[0].cells]
ip, ib = hdr.index("Places"), hdr.index("Booked")
marked = []
for row in table.rows[1:]:
    cells = row.cells
    if int(cells[ip].text) == int(cells[ib].text):
        for p in cells[0].paragraphs:
            for r in p.runs:
                r.bold = True
        marked.append(cells[0].text.strip())
doc.save(OUT)
ek.emit(ev, answer="Bolded: " + ", ".join(marked), artifacts=[OUT])
