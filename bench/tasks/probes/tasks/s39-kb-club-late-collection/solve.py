import csv
import datetime
import io
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
out = []
with open(os.path.join(ws, "pickups.csv"), newline="") as f:
    for r in csv.DictReader(f):
        day = datetime.date.fromisoformat(r["date"])
        close = 17 * 60 if day.weekday() == 4 else 18 * 60
        h, m = map(int, r["collected_at"].split(":"))
        late = h * 60 + m - close
        charge = 0 if late <= 5 else 5 * math.ceil(late / 15)
        out.append((r["child"], r["date"], "%.2f" % charge))
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["child", "date", "charge"])
w.writerows(out)
write(os.path.join(ws, "late_charges.csv"), buf.getvalue())
emit(ev, answer="Wrote late_charges.csv for %d pickups (2025 policy)." % len(out), artifacts=["late_charges.csv"])
