import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
data = json.load(open(os.path.join(ws, "allergens.json")))
ingr, subs = data["ingredients"], data["sub_recipes"]
d = Document(os.path.join(ws, "menu.docx"))
out = {}
for row in d.tables[0].rows[1:]:                     # summer menu is the first table
    dish = row.cells[0].text.strip()
    found = set()
    for part in row.cells[1].text.replace("\n", ",").split(","):
        name = " ".join(part.split()).lower()
        if not name:
            continue
        for i in subs.get(name, [name]):
            found.update(ingr[i])
    out[dish] = sorted(found)
write(os.path.join(ws, "dish_allergens.json"), json.dumps(out, indent=2))
emit(ev, answer="Wrote dish_allergens.json for %d dishes." % len(out), artifacts=["dish_allergens.json"])
