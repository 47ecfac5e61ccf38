import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "sop_autoclave.docx"))
section = None
for p in d.paragraphs:
    if p.style.name.startswith("Heading"):
        section = p.text
    elif section == "4 Unloading" and p.text.startswith("Open the chamber door"):
        insert_paragraph_after(p, "Caution: wear heat-resistant gloves before opening the chamber door.")
        break
d.save(os.path.join(ws, "sop_autoclave_v2.docx"))
emit(ev, answer="Added the caution after unloading step 3 (\"Open the chamber door slowly...\"); saved as "
                "sop_autoclave_v2.docx.", artifacts=["sop_autoclave_v2.docx"])
