import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

MONTHS = {"analytical balance": 6, "pipette": 12, "ph meter": 3, "reference thermometer": 24, "fume hood": 12,
          "centrifuge": 12}
TODAY = datetime.date(2025, 7, 1)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    return d.replace(year=d.year + y, month=m + 1)


ws, ev = solve_args()
out = []
with open(os.path.join(ws, "instruments.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["status"].strip().lower() == "out of service":
            continue
        due = add_months(datetime.date.fromisoformat(r["last_calibrated"]), MONTHS[r["type"].strip().lower()])
        if due < TODAY:
            out.append((r["asset_id"], due))
write(os.path.join(ws, "overdue.txt"), "\n".join(a for a, _ in out))
emit(ev, answer="Overdue on 1 July 2025 (procedure QP-07 v4): " + ", ".join("%s (due %s)" % x for x in out),
     artifacts=["overdue.txt"])
