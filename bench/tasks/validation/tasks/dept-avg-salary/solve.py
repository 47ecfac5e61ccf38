import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
names = {r["dept_id"]: r["name"] for r in csv.DictReader(open(os.path.join(ws, "departments.csv")))}
by = {}
for r in csv.DictReader(open(os.path.join(ws, "staff.csv"))):
    by.setdefault(r["dept_id"], []).append(int(r["salary"]))
d, v = max(((d, sum(v) / len(v)) for d, v in by.items()), key=lambda x: x[1])
emit(ev, answer="%s has the highest average salary: %d." % (names[d], round(v)))
