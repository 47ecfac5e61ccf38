import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "committee_contacts.docx"))
members = json.load(open(os.path.join(ws, "members.json")))["members"]
current = {}
for m in members:
    if m["status"] != "current":
        continue
    for first in {m["first_name"], m.get("known_as") or m["first_name"]}:
        current[(first.lower(), m["last_name"].lower())] = m["email"].strip().lower()
out = []
for t in d.tables[:2]:          # officers and co-opted members; the third table is non-members
    for row in t.rows[1:]:
        name = [w for w in row.cells[1].text.split() if w not in ("Dr",)]
        key = (name[0].lower(), name[-1].lower())
        sheet = row.cells[2].text.strip().lower()
        if key in current and current[key] != sheet:
            out.append("%s (sheet: %s, now: %s)" % (" ".join(name), row.cells[2].text.strip(), current[key]))
emit(ev, answer="Out of date on the sheet:\n" + "\n".join("- " + o for o in out))
