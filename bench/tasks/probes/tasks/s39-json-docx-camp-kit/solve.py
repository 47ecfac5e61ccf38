import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
need = {norm(r[0]): (r[0], int(r[1])) for r in tables(os.path.join(ws, "kit_list.docx"))[0][1:]}
have = {}
for box in json.load(open(os.path.join(ws, "packed.json")))["boxes"]:
    for it in box["items"]:
        have[norm(it["item"])] = have.get(norm(it["item"]), 0) + int(it["qty"])
short = [(name, n - have.get(k, 0)) for k, (name, n) in need.items() if have.get(k, 0) < n]
emit(ev, answer="Still to pack from the group kit:\n" + "\n".join("- %s: %d more" % s for s in short)
     + "\nEverything else on the group kit list is fully packed.")
