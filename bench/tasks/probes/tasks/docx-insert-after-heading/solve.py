import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "remote_work_policy.docx"))
for p in d.paragraphs:
    if p.style.name.startswith("Heading") and p.text == "3 Eligibility":
        insert_paragraph_after(p, "Employees in their probation period are not eligible for remote work.", style="Normal")
        break
d.save(os.path.join(ws, "remote_work_policy_v2.docx"))
emit(ev, answer="Inserted the paragraph after '3 Eligibility'; saved remote_work_policy_v2.docx.",
     artifacts=["remote_work_policy_v2.docx"])
