import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "helpdesk_runbook.docx"))
h = [p for p in d.paragraphs if p.text == "VPN outages" and p.style.name.startswith("Heading")][0]
insert_paragraph_after(h, "If more than 20 users report the VPN down, raise a P1 incident straight away.", style="Normal")
d.save(os.path.join(ws, "helpdesk_runbook_v2.docx"))
emit(ev, answer="Added the P1 paragraph under the VPN outages heading; saved helpdesk_runbook_v2.docx.",
     artifacts=["helpdesk_runbook_v2.docx"])
