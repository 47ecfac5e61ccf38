import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "spring_concerts.docx"))
in_sun18 = False
for p in d.paragraphs:                      # only the paragraph under the 18 May heading
    if p.style.name.startswith("Heading"):
        in_sun18 = "18 May" in p.text
    elif in_sun18:
        replace_in_paragraph(p, "6:45 pm", "6:15 pm")
        replace_in_paragraph(p, "7:30 pm", "7:00 pm")
for row in d.tables[0].rows:                # only the 18 May row of the at-a-glance table
    if "18 May" in row.cells[0].text:
        for c in row.cells[2:]:
            for p in c.paragraphs:
                replace_in_paragraph(p, "6:45 pm", "6:15 pm")
                replace_in_paragraph(p, "7:30 pm", "7:00 pm")
d.save(os.path.join(ws, "spring_concerts_v2.docx"))
emit(ev, answer="Saved spring_concerts_v2.docx with the Requiem on 18 May at 7:00 pm (doors 6:15 pm).",
     artifacts=["spring_concerts_v2.docx"])
