import csv
import io
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
tot = Counter()
with open(os.path.join(ws, "shipments.csv"), newline="") as f:
    for r in csv.DictReader(f):
        d, m, y = r["despatch_date"].split("/")
        if (m, y) == ("10", "2025"):
            tot[r["customer"]] += int(r["pallets"])
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["customer", "pallets"])
for c, n in sorted(tot.items(), key=lambda kv: (-kv[1], kv[0])):
    w.writerow([c, n])
write(os.path.join(ws, "october_pallets.csv"), buf.getvalue())
emit(ev, answer="Wrote october_pallets.csv (%d customers)." % len(tot), artifacts=["october_pallets.csv"])
