import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
out = []
with open(os.path.join(ws, "deliveries.csv"), newline="") as f:
    for r in csv.DictReader(f):
        miles, value = float(r["miles"]), float(r["order_value"])
        if miles <= 12 and value >= 80:
            c = 0.0
        elif miles <= 5:
            c = 4.50
        elif miles <= 12:
            c = 8.00
        else:
            c = 12.50
        out.append((r["order"], "%.2f" % c))
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["order", "charge"])
w.writerows(out)
write(os.path.join(ws, "delivery_charges.csv"), buf.getvalue())
emit(ev, answer="Wrote delivery_charges.csv for %d orders (2025 charges)." % len(out), artifacts=["delivery_charges.csv"])
