import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RATE = {"car": 45, "van": 45, "motorcycle": 24, "bicycle": 20}   # pence per mile (volunteer policy v3)
ws, ev = solve_args()
owed = {}
with open(os.path.join(ws, "claims.csv"), newline="") as f:
    for r in csv.DictReader(f):
        name = r["volunteer"].strip()
        owed.setdefault(name, 0)
        trip = datetime.date.fromisoformat(r["trip_date"])
        sub = datetime.date.fromisoformat(r["submitted"])
        if (sub - trip).days > 60:
            continue
        p = round(float(r["miles"]) * RATE[r["mode"].strip().lower()])
        if r["receipt"].strip().lower() == "yes":
            p += round(float(r["parking"]) * 100)
        owed[name] += p
rows = ["volunteer,amount"] + ["%s,%.2f" % (n, owed[n] / 100) for n in sorted(owed)]
write(os.path.join(ws, "reimbursements.csv"), "\n".join(rows))
emit(ev, answer="Wrote reimbursements.csv:\n" + "\n".join(rows[1:]), artifacts=["reimbursements.csv"])
