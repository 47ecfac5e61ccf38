import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
data = json.loads(read(os.path.join(ws, "ballots.json")))
latest = {}
for b in sorted(data["ballots"], key=lambda b: b["submitted"]):
    latest[b["member_id"]] = b
counts = {}
for b in latest.values():
    if b.get("spoiled"):
        continue
    for role, name in b["votes"].items():
        if name:
            key = (role.lower(), " ".join(name.split()).lower())
            counts[key] = counts.get(key, 0) + 1
d = Document(os.path.join(ws, "agm_nominations.docx"))
t = d.tables[1]
winners = {}
for row in t.rows[1:]:
    role, cand = row.cells[0].text.strip(), row.cells[1].text.strip()
    n = counts.get((role.lower(), cand.lower()), 0)
    set_cell_text(row.cells[4], str(n))
    if n > winners.get(role, ("", -1))[1]:
        winners[role] = (cand, n)
d.save(os.path.join(ws, "agm_results.docx"))
emit(ev, answer="\n".join("%s: %s (%d votes)" % (r, c, n) for r, (c, n) in winners.items()),
     artifacts=["agm_results.docx"])
