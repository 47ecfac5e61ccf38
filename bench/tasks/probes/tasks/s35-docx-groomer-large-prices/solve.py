import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "price_list.docx"))
t = d.tables[1]
changed = []
for row in t.rows[1:]:
    cell = row.cells[3]
    text = cell.text
    m = re.search(r"\u00a3(\d+(?:\.\d+)?)", text)
    if not m:
        continue
    old = float(m.group(1))
    new = ("%.2f" % (old + 5)) if "." in m.group(1) else "%d" % (old + 5)
    p = cell.paragraphs[0]
    replace_in_paragraph(p, "\u00a3" + m.group(1), "\u00a3" + new)
    changed.append("%s: %s -> %s" % (row.cells[0].text, text, cell.text))
d.save(os.path.join(ws, "price_list_2026.docx"))
emit(ev, answer="Saved price_list_2026.docx. Large prices: " + "; ".join(changed), artifacts=["price_list_2026.docx"])
