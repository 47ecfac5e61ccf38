import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "supplier_contacts.docx"))
for t in d.tables:
    hdr = [c.text.strip() for c in t.rows[0].cells]
    if "Supplier" in hdr and "Out-of-hours" in hdr:
        s, o = hdr.index("Supplier"), hdr.index("Out-of-hours")
        for row in t.rows[1:]:
            if row.cells[s].text.strip() == "Lindqvist Freight":
                set_cell_text(row.cells[o], "07700 900 586")
d.save(os.path.join(ws, "supplier_contacts_2025.docx"))
emit(ev, answer="Changed the out-of-hours number of Lindqvist Freight (SUP-017) to 07700 900 586; "
                "saved supplier_contacts_2025.docx.", artifacts=["supplier_contacts_2025.docx"])
