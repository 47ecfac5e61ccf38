import collections
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
tot = collections.Counter()
with open(os.path.join(ws, "fuel", "fuel_log.csv"), newline="") as f:
    for r in csv.DictReader(f):
        a = float(r["amount"])
        if r["unit"].strip().lower().startswith("gal"):
            a *= 4.546
        tot[r["boat"].strip()] += a
rows = sorted(tot.items(), key=lambda kv: -kv[1])
write(os.path.join(ws, "fuel", "fuel_by_boat.csv"), "boat,litres\n" + "\n".join("%s,%.1f" % r for r in rows))
emit(ev, answer="Wrote fuel/fuel_by_boat.csv (%d boats)." % len(rows), artifacts=["fuel/fuel_by_boat.csv"])
