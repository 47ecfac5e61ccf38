import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
from docx import Document

ws, ev = solve_args()
p = os.path.join(ws, "minutes.docx")
d = Document(p)
insert_paragraph_after(d.paragraphs[5], "The budget increase for Q3 was approved unanimously.")
d.save(p)
emit(ev, answer="Added the decision.")
