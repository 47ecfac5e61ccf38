import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()


def pdate(s):
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%d %B %Y"):
        try:
            return datetime.datetime.strptime(s.strip(), fmt).date()
        except ValueError:
            pass
    raise ValueError(s)


cut = datetime.date(2025, 8, 31)
out = []
with open(os.path.join(ws, "registrations.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["status"].strip().lower() == "withdrawn":
            continue
        d = pdate(r["date_of_birth"])
        age = cut.year - d.year - ((cut.month, cut.day) < (d.month, d.day))
        out.append([r["name"], d.isoformat(), "U%d" % (age + 1)])
with open(os.path.join(ws, "age_groups.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["name", "dob", "age_group"])
    w.writerows(out)
emit(ev, answer="Wrote age_groups.csv for %d players." % len(out), artifacts=["age_groups.csv"])
