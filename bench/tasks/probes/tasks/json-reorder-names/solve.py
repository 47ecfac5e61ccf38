import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
items = json.load(open(os.path.join(ws, "stock", "inventory.json")))
names = [i["name"] for i in items if float(i["qty"]) < float(i["reorder_level"]) and not i.get("discontinued", False)]
write(os.path.join(ws, "reorder.txt"), "\n".join(names))
emit(ev, answer="Wrote %d names to reorder.txt." % len(names), artifacts=["reorder.txt"])
