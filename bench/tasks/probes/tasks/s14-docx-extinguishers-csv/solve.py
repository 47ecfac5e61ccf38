import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def iso(s):
    for f in ("%Y-%m-%d", "%d %b %Y", "%d %B %Y"):
        try:
            return datetime.datetime.strptime(s.strip(), f).strftime("%Y-%m-%d")
        except ValueError:
            pass
    raise ValueError(s)


ws, ev = solve_args()
rows = []
ins = os.path.join(ws, "inspections")
for n in sorted(os.listdir(ins)):
    if not n.endswith(".docx"):
        continue
    ts = tables(os.path.join(ins, n))
    site = [r[1] for r in ts[0] if r[0] == "Site"][0]
    for t in ts[1:]:
        h = t[0]
        if "Next service" not in h:
            continue
        for r in t[1:]:
            rows.append([site, r[h.index("ID")], r[h.index("Location")], r[h.index("Type")],
                         iso(r[h.index("Next service")])])
rows.sort(key=lambda r: (r[0], r[1]))
with open(os.path.join(ws, "extinguishers.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["site", "id", "location", "type", "next_service"])
    w.writerows(rows)
emit(ev, answer="Wrote extinguishers.csv with %d rows." % len(rows), artifacts=["extinguishers.csv"])
