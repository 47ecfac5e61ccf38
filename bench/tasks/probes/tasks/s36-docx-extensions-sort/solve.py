import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "staff_directory.docx"))
t = d.tables[1]
trs = [r._tr for r in t.rows[1:]]
keyed = sorted(trs, key=lambda tr: tuple(
    "".join(x.text or "" for x in tc.iter("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}t")).strip().casefold()
    for tc in [tr.findall("{http://schemas.openxmlformats.org/wordprocessingml/2006/main}tc")[i] for i in (1, 0)]))
parent = trs[0].getparent()
for tr in trs:
    parent.remove(tr)
for tr in keyed:
    parent.append(tr)
d.save(os.path.join(ws, "staff_directory_sorted.docx"))
emit(ev, answer="Sorted the staff extensions table by surname and saved staff_directory_sorted.docx.",
     artifacts=["staff_directory_sorted.docx"])
