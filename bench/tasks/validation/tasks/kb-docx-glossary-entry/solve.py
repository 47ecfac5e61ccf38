import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
from docx import Document

ws, ev = solve_args()
p = os.path.join(ws, "dr_plan.docx")
d = Document(p)
para = insert_paragraph_after(d.paragraphs[3], "")
para.add_run("RPO").bold = True
para.add_run(": the maximum period of data loss that is acceptable, measured back from the disaster; "
             "15 minutes for tier-1 services.")
d.save(p)
emit(ev, answer="Added the RPO definition.")
