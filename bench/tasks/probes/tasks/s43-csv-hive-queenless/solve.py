import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()


def pdate(s):
    s = s.strip()
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%d %B %Y"):
        try:
            return datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    raise ValueError(s)


with open(os.path.join(ws, "hives.csv"), newline="") as f:
    hives = {r["hive_id"].strip().upper(): r for r in csv.DictReader(f)}
latest = {}
with open(os.path.join(ws, "inspections.csv"), newline="") as f:
    for r in csv.DictReader(f):
        h, d = r["hive"].strip().upper(), pdate(r["date"])
        if h not in latest or d > latest[h][0]:
            latest[h] = (d, r)
yes = lambda v: v.strip().lower() in ("y", "yes")
rows = []
for h, (d, r) in sorted(latest.items()):
    if hives[h]["status"].strip().lower() == "active" and not yes(r["queen_seen"]) and not yes(r["eggs_seen"]) \
            and r["queen_seen"].strip():
        rows.append([h, hives[h]["apiary"], d.isoformat()])
with open(os.path.join(ws, "queenless_check.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["hive_id", "apiary", "last_inspection"])
    w.writerows(rows)
emit(ev, answer="Wrote queenless_check.csv: " + ", ".join(r[0] for r in rows), artifacts=["queenless_check.csv"])
