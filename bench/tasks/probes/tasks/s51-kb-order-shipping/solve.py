import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
out = ["order_id,shipping"]
with open(os.path.join(ws, "orders", "week_32.csv"), newline="") as f:
    for r in csv.DictReader(f):
        value, kg = float(r["goods_value"]), float(r["weight_kg"])
        charge = 0.0 if value >= 80 else 3.20 if kg <= 1 else 5.40 if kg <= 5 else 9.90
        out.append("%s,%.2f" % (r["order_id"], charge))
write(os.path.join(ws, "shipping.csv"), "\n".join(out))
emit(ev, answer="Wrote shipping.csv with %d orders (standard UK rates; free from \u00a380)." % (len(out) - 1),
     artifacts=["shipping.csv"])
