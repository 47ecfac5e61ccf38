import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
path = os.path.join(ws, "conference_programme.docx")
# walk body headings and tables in order: the session is the last Heading 2 before the table holding the talk
from docx import Document
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph
d = Document(path)
current, found, chairs = None, None, {}
for child in d.element.body.iterchildren():
    if child.tag == qn("w:p"):
        p = Paragraph(child, d)
        m = re.match(r"Session (\w+)", p.text)
        if p.style.name.startswith("Heading") and m:
            current = m.group(1)
    elif child.tag == qn("w:tbl"):
        rows = [[c.text.strip() for c in r.cells] for r in Table(child, d).rows]
        if rows[0][:2] == ["Session", "Chair"]:
            chairs = {r[0]: r[1] for r in rows[1:]}
        elif any(r[1] == "Soil carbon under agroforestry" for r in rows[1:]):
            found = current
emit(ev, answer="%s chairs session %s, where \"Soil carbon under agroforestry\" is presented." % (chairs[found], found))
