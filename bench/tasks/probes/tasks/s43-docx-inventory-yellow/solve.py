import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from docx.enum.text import WD_COLOR_INDEX
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "flat4_checkout_inventory.docx"))


def yellow(run):
    if run.font.highlight_color == WD_COLOR_INDEX.YELLOW:
        return True
    st = run.style
    while st is not None:
        if st.font.highlight_color == WD_COLOR_INDEX.YELLOW:
            return True
        st = st.base_style
    return False


room, out = None, []
for child in d.element.body.iterchildren():
    if child.tag == qn("w:p"):
        p = Paragraph(child, d)
        if p.style.name == "Heading 2":
            room = p.text.strip()
    elif child.tag == qn("w:tbl") and room:
        for row in Table(child, d).rows[1:]:
            if any(yellow(r) for c in row.cells for p in c.paragraphs for r in p.runs):
                out.append("%s: %s" % (room, row.cells[0].text.strip()))
emit(ev, answer="Highlighted in yellow:\n" + "\n".join("- " + o for o in out))
