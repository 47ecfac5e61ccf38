import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import csv

ws, ev = ek.solve_args()
d = os.path.join(ws, "aquarium")
with open(os.path.join(d, "tanks.csv"), encoding="utf-8", newline="") as f:
    tanks = list(csv.DictReader(f))
latest = {}
with open(os.path.join(d, "water_tests.csv"), encoding="utf-8", newline="") as f:
    for row in csv.DictReader(f):
        v = row["nitrate_ppm"].strip()
        try:
            val = float(v)
        except ValueError:
            continue  # n/a: test not done
        tid = row["tank_id"].strip()
        if tid not in latest or row["date"] > latest[tid][0]:
            latest[tid] = (row["date"], val)
high = [t["name"] for t in tanks if t["tank_id"] in latest and latest[t["tank_id"]][1] > 40]
ek.write(os.path.join(d, "high_nitrate.txt"), "\n".join(high))
ek.emit(ev, answer="Tanks above 40 ppm nitrate on their latest test: " + ", ".join(high)
        + ". Written to aquarium/high_nitrate.txt.", artifacts=["aquarium/high_nitrate.txt"])
