import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "memo.docx"))
out = []
for p in d.paragraphs:
    pb = p.style.font.bold
    cur = ""
    for r in p.runs:
        b = r.bold
        if b is None and r.style is not None and r.style.name != "Default Paragraph Font":
            b = r.style.font.bold
        if b is None:
            b = pb
        if b:
            cur += r.text
        elif cur:
            out.append(cur.strip()); cur = ""
    if cur:
        out.append(cur.strip())
emit(ev, answer="Bold phrases in memo.docx:\n" + "\n".join("- " + x for x in out))
