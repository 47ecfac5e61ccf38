import csv
import os
import sys
from collections import defaultdict
from decimal import ROUND_DOWN, Decimal

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
rows = list(csv.DictReader(open(os.path.join(ws, "rota_week23.csv"), newline="")))
norm_name = lambda s: " ".join(w.capitalize() for w in s.split())
managers = {norm_name(r["name"]) for r in rows if r["role"].strip().lower() == "manager"}
points = defaultdict(Decimal)
for r in rows:
    name, role = norm_name(r["name"]), r["role"].strip().lower()
    if name in managers or "trial" in r["notes"].lower():
        continue
    rate = Decimal("0.75") if role in ("chef", "kitchen porter") else Decimal(1)
    points[name] += rate * Decimal(r["hours"])
pool = Decimal("540.60") + Decimal("0.03")
total = sum(points.values())
with open(os.path.join(ws, "tips_week23.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["name", "amount"])
    for name in sorted(points):
        w.writerow([name, (pool * points[name] / total).quantize(Decimal("0.01"), rounding=ROUND_DOWN)])
emit(ev, answer="Wrote tips_week23.csv: pool 540.63 (540.60 + 0.03 carried over), managers and the trial shift "
                "left out, kitchen at 0.75 points per hour, shares rounded down.", artifacts=["tips_week23.csv"])
