import csv
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
t = [t for t in tables(os.path.join(ws, "timesheet_2025-05.docx")) if "Billable" in t[0]][0]
h = t[0]
pi, hi, bi = h.index("Project"), h.index("Hours"), h.index("Billable")
sums = defaultdict(float)
for row in t[1:]:
    if row[bi].strip().lower() == "yes":
        sums[row[pi].strip()] += float(row[hi])
with open(os.path.join(ws, "billable_hours.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["project", "billable_hours"])
    for p in sorted(sums):
        w.writerow([p, "%g" % sums[p]])
emit(ev, answer="Wrote billable_hours.csv: " + "; ".join("%s %g" % (p, sums[p]) for p in sorted(sums)),
     artifacts=["billable_hours.csv"])
