import os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import math
from docx import Document

ws, ev = solve_args()


def bump(m):
    v = float(m.group(1)) * 1.1
    return "£%.2f" % (math.floor(v * 2 + 0.5) / 2)


doc = Document(os.path.join(ws, "price_list.docx"))
for p in iter_paragraphs(doc):
    for r in p.runs:
        t = re.sub(r"£(\d+\.\d\d)", bump, r.text).replace("2024", "2025")
        if t != r.text:
            r.text = t
save_docx(doc, os.path.join(ws, "price_list_2025.docx"))
emit(ev, answer="Saved price_list_2025.docx with prices up 10% (nearest 50p).", artifacts=["price_list_2025.docx"])
