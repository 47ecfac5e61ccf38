import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
d = json.load(open(os.path.join(ws, "data", "orders.json")))
t = {}
for o in d["orders"]:
    if o["status"] == "paid":
        t[o["region"]] = t.get(o["region"], 0) + o["amount"]
with open(os.path.join(ws, "reports", "paid_by_region.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["region", "total"])
    for r, v in sorted(t.items(), key=lambda x: -x[1]):
        w.writerow([r, "%.2f" % v])
emit(ev, answer="Wrote reports/paid_by_region.csv", artifacts=["reports/paid_by_region.csv"])
