import csv
import datetime
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
with open(os.path.join(ws, "room_rates.csv"), newline="") as f:
    rates = {r["room_type"]: float(r["price_per_night"]) for r in csv.DictReader(f)}
rows = []
for g, room, arr, dep, _ in tables(os.path.join(ws, "room_bookings.docx"))[0][1:]:
    n = (datetime.datetime.strptime(dep, "%d %b %Y") - datetime.datetime.strptime(arr, "%d %b %Y")).days
    rows.append((g, n, n * rates[room]))
rows.sort()
write(os.path.join(ws, "room_costs.csv"), "guest,nights,cost\n" + "\n".join("%s,%d,%.2f" % r for r in rows))
emit(ev, answer="Wrote room_costs.csv for %d guests." % len(rows), artifacts=["room_costs.csv"])
