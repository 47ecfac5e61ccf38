import csv
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
tot, name = defaultdict(float), {}
for month in ("2025-01", "2025-02", "2025-03"):
    with open(os.path.join(ws, "sales", month + ".csv"), newline="", encoding="utf-8") as f:
        for r in csv.reader(f):
            if not r or r[0] == "date":
                continue
            key = r[1].strip().lower()
            name.setdefault(key, r[1].strip().title())
            tot[key] += float(r[3].replace(",", ""))
items = sorted(tot.items(), key=lambda kv: -kv[1])
with open(os.path.join(ws, "revenue_by_store.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["store", "revenue"])
    for k, v in items:
        w.writerow([name[k], "%.2f" % v])
emit(ev, answer="Wrote revenue_by_store.csv:\n" + "\n".join("%s %.2f" % (name[k], v) for k, v in items),
     artifacts=["revenue_by_store.csv"])
