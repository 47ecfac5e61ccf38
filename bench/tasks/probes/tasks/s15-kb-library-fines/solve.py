import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

RATE = {"book": (0.25, 6.00), "dvd": (1.00, 10.00)}
ws, ev = solve_args()
out = []
day = lambda s: datetime.date.fromisoformat(s.strip())
with open(os.path.join(ws, "returns", "returns_2025-05.csv"), newline="") as f:
    for r in csv.DictReader(f):
        late = (day(r["returned_on"]) - day(r["due_date"])).days
        if r["card_type"].strip().lower() == "junior" or late < 3:
            continue
        rate, cap = RATE[r["item_type"].strip().lower()]
        out.append((r["loan_id"], min(rate * late, cap)))
with open(os.path.join(ws, "fines.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["loan_id", "fine"])
    for lid, v in out:
        w.writerow([lid, "%.2f" % v])
emit(ev, answer="fines.csv written: " + ", ".join("%s %.2f" % x for x in out), artifacts=["fines.csv"])
