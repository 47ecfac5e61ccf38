import copy
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "reading_list_SOC214.docx")
d = Document(p)
# find the table after Heading 1 "Week 4..." and Heading 2 "Core reading"
body = d.element.body
week, sub, target = None, None, None
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph
for child in body.iterchildren():
    if child.tag == qn("w:p"):
        para = Paragraph(child, d)
        if para.style.name == "Heading 1":
            week = para.text
        elif para.style.name == "Heading 2":
            sub = para.text
    elif child.tag == qn("w:tbl") and week and week.startswith("Week 4") and sub == "Core reading":
        target = Table(child, d)
        break
last = target.rows[-1]._tr
new = copy.deepcopy(last)
last.addnext(new)
row = target.rows[-1]
for cell, text in zip(row.cells, ["O'Neil, C.", "Weapons of Math Destruction", "2016", "ch. 1\u20133"]):
    set_cell_text(cell, text)
d.save(os.path.join(ws, "reading_list_SOC214_v2.docx"))
emit(ev, answer="Added O'Neil, C., Weapons of Math Destruction (2016), ch. 1-3 as the last row of the Week 4 "
                "core reading table.", artifacts=["reading_list_SOC214_v2.docx"])
