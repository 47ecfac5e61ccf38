import csv
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
key = lambda r: r.replace(" ", "").upper()
latest = {}
for p in glob.glob(os.path.join(ws, "fleet", "trips", "*.csv")):
    with open(p, newline="") as f:
        for r in csv.DictReader(f):
            latest[key(r["reg"])] = max(latest.get(key(r["reg"]), 0), int(r["odo_end"]))
due = []
with open(os.path.join(ws, "fleet", "vehicles.csv"), newline="") as f:
    for v in csv.DictReader(f):
        if v["status"].strip().lower() != "active":
            continue
        if latest.get(key(v["reg"]), 0) - int(v["last_service_km"]) >= int(v["service_interval_km"]):
            due.append(v["reg"])
write(os.path.join(ws, "service_due.txt"), "\n".join(due))
emit(ev, answer="Due for service: " + ", ".join(due), artifacts=["service_due.txt"])
