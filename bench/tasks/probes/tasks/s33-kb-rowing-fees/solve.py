import csv
import datetime
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

REF = datetime.date(2026, 1, 1)


def age(dob):
    return REF.year - dob.year - ((REF.month, REF.day) < (dob.month, dob.day))


ws, ev = solve_args()
with open(os.path.join(ws, "renewals.csv"), newline="") as f:
    rows = list(csv.DictReader(f))
rowing = lambda r: r["membership"].strip().lower() == "rowing"
homes = Counter(r["household_id"].strip() for r in rows if rowing(r) and r["household_id"].strip())
out = []
for r in rows:
    if not rowing(r):
        fee = 60.0
    else:
        a = age(datetime.date.fromisoformat(r["date_of_birth"]))
        if a < 18:
            fee = 150.0
        elif a >= 65:
            fee = 300.0
        elif r["student_card"].strip().lower() == "yes":
            fee = 210.0
        else:
            fee = 420.0
        if homes[r["household_id"].strip()] >= 2:
            fee *= 0.9
    out.append((r["member_id"], "%.2f" % round(fee, 2)))
with open(os.path.join(ws, "fees_2026.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["member_id", "fee"])
    w.writerows(out)
emit(ev, answer="Wrote fees_2026.csv (%d members) using the 2026 fee schedule." % len(out), artifacts=["fees_2026.csv"])
