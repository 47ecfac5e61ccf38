import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
declined = set()
with open(os.path.join(ws, "rsvp.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["response"].strip().lower() == "no":
            declined.add(norm(r["name"]))
seated = tables(os.path.join(ws, "seating_plan.docx"))[0][1:]
out = sorted((int(t), g.strip()) for t, g, _ in seated if norm(g) in declined)
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["guest", "table"])
for t, g in out:
    w.writerow([g, t])
write(os.path.join(ws, "declined_seated.csv"), buf.getvalue())
emit(ev, answer="Wrote declined_seated.csv with %d guests." % len(out), artifacts=["declined_seated.csv"])
