import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
p = os.path.join(ws, "tree_survey.docx")
doc = Document(p)
# the table that follows the "2025 survey" heading
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph
heading, target = None, None
for child in doc.element.body.iterchildren():
    if child.tag == qn("w:p"):
        txt = Paragraph(child, doc).text.strip()
        if txt:
            heading = txt
    elif child.tag == qn("w:tbl") and heading and heading.startswith("2025 survey"):
        target = Table(child, doc)
        break
hdr = [c.text.strip().lower() for c in target.rows[0].cells]
ai = hdr.index("recommended action")
for row in target.rows[1:]:
    if row.cells[0].text.strip() == "T-118":
        ek.set_cell_text(row.cells[ai], "Fell and replant")
doc.save(p)
ek.emit(ev, answer="Changed T-118's recommended action in the 2025 table to Fell and replant.", artifacts=["tree_survey.docx"])
