import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
ts = tables(os.path.join(ws, "oncall_rota.docx"))
who = [r[1] for r in ts[1] if r[0] == "14 April 2025"][0]
for r in ts[2]:
    if r[0] == "14 April 2025" and r[1] == "Primary":
        who = r[3]
staff = json.load(open(os.path.join(ws, "team", "staff.json")))["staff"]
mobile = [s["phones"]["mobile"] for s in staff if s["name"] == who][0]
write(os.path.join(ws, "oncall_contact.json"), json.dumps({"name": who, "mobile": mobile}, indent=2))
emit(ev, answer="Primary for the week of 14 April 2025 is %s (swap with Tomasz Brodzki); mobile %s. "
                "Saved oncall_contact.json." % (who, mobile), artifacts=["oncall_contact.json"])
