import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
tabs = ek.tables(os.path.join(ws, "handover_form_2025-03.docx"))
issued, returned = tabs[0][1:], tabs[1][1:]
p = os.path.join(ws, "inventory.json")
inv = json.load(open(p, encoding="utf-8"))
by = {a["tag"]: a for a in inv["assets"]}
for row in issued:
    by[row[0]]["assigned_to"] = row[2]
    by[row[0]]["status"] = "assigned"
for row in returned:
    by[row[0]]["assigned_to"] = None
    by[row[0]]["status"] = "in stock"
with open(p, "w", encoding="utf-8") as f:
    json.dump(inv, f, indent=2)
    f.write("\n")
ek.emit(ev, answer="Updated 3 issued and 2 returned assets in inventory.json.", artifacts=["inventory.json"])
