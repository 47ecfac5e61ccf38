import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
t = tables(os.path.join(ws, "budget_fy25.docx"))[0]
c = t[0].index("Approved")
row = [r for r in t[1:] if r[0].startswith("Kestrel (")][0]
val = int(parse_number(row[c]))
write(os.path.join(ws, "finance", "kestrel.json"), json.dumps({"project": "Kestrel", "approved_budget": val}))
emit(ev, answer="Approved budget for Kestrel is $%s; wrote finance/kestrel.json." % format(val, ","),
     artifacts=["finance/kestrel.json"])
