import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import csv

ws, ev = solve_args()
out = ["date,child,minutes_late,fee"]
for r in csv.DictReader(open(os.path.join(ws, "collections_march.csv"))):
    h, m = map(int, r["collected_at"].split(":"))
    mins = h * 60 + m - 18 * 60
    if mins > 5:
        fee = min(30, 5 * (-(-mins // 10)))
        out.append("%s,%s,%d,%d" % (r["date"], r["child"], mins, fee))
write(os.path.join(ws, "late_fees.csv"), "\n".join(out))
emit(ev, answer="Wrote late_fees.csv with %d charged collections." % (len(out) - 1), artifacts=["late_fees.csv"])
