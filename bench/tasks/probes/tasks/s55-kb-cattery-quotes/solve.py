import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
out = ["ref,total"]
with open(os.path.join(ws, "bookings", "december.csv"), newline="") as f:
    for r in csv.DictReader(f):
        cats, nights, med = int(r["cats"]), int(r["nights"]), int(r["medicated_cats"])
        total = nights * (16 + 10 * (cats - 1)) + 2.5 * med * nights
        out.append("%s,%.2f" % (r["ref"], total))
write(os.path.join(ws, "bookings", "december_quotes.csv"), "\n".join(out))
emit(ev, answer="Wrote bookings/december_quotes.csv with %d quotes." % (len(out) - 1),
     artifacts=["bookings/december_quotes.csv"])
