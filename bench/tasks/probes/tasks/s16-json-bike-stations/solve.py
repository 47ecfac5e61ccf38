import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
data = json.loads(read(os.path.join(ws, "feeds", "station_status.json")))
out = []
for s in data["data"]["stations"]:
    bikes = int(s.get("num_bikes_available") or 0) + int(s.get("num_ebikes_available") or 0)
    if s["status"].strip().lower() == "open" and bikes < 3:
        out.append((s["station_id"], s["name"], bikes))
out.sort()
with open(os.path.join(ws, "low_stations.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["station_id", "name", "bikes"])
    w.writerows(out)
emit(ev, answer="Wrote low_stations.csv with %d stations." % len(out), artifacts=["low_stations.csv"])
