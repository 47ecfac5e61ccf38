import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "workshop_registrations.docx"))
t = d.tables[1]                                   # the Registrations table (Sessions is first)
gone = []
for row in list(t.rows)[1:]:
    if row.cells[3].text.strip().lower() == "cancelled":
        gone.append(row.cells[0].text)
        row._tr.getparent().remove(row._tr)
d.save(os.path.join(ws, "workshop_registrations_clean.docx"))
emit(ev, answer="Removed %s; saved as workshop_registrations_clean.docx." % ", ".join(gone),
     artifacts=["workshop_registrations_clean.docx"])
