import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
d = Document(os.path.join(ws, "team_contacts.docx"))
t = d.tables[0]
hdr = [c.text for c in t.rows[0].cells]
for ch in csv.DictReader(open(os.path.join(ws, "contact_changes.csv"))):
    if ch["status"] != "approved":
        continue
    for row in t.rows[1:]:
        if row.cells[0].text == ch["team"]:
            ek.set_cell_text(row.cells[hdr.index(ch["field"])], ch["new_value"])
d.save(os.path.join(ws, "team_contacts_2025.docx"))
