import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
names = ["Spin", "Yoga Flow", "HIIT", "Pilates", "Boxfit"]          # as written in timetable.txt
canon = {" ".join(n.lower().split()): n for n in names}
counts = {}
with open(os.path.join(ws, "checkins.csv"), newline="") as f:
    for r in csv.DictReader(f):
        n = canon[" ".join(r["class"].lower().split())]
        counts[n] = counts.get(n, 0) + 1
order = sorted(counts, key=lambda n: (-counts[n], n.lower()))
write(os.path.join(ws, "class_report.md"), "\n".join("- %s: %d check-ins" % (n, counts[n]) for n in order))
emit(ev, answer="Wrote class_report.md: " + ", ".join("%s %d" % (n, counts[n]) for n in order), artifacts=["class_report.md"])
