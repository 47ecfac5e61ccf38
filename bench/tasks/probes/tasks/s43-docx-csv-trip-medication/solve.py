import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
folder = os.path.join(ws, "consent_forms")
rows = []
for n in sorted(os.listdir(folder)):
    kv = {}
    for t in tables(os.path.join(folder, n)):
        for r in t:
            kv[r[0].strip().lower()] = r[1].strip()
    name = kv.get("pupil name") or kv.get("child's name")
    consent = kv.get("i give consent for my child to attend the residential", kv.get("can your child attend? (yes/no)", ""))
    med = kv.get("medication to be taken on the trip", kv.get("medicines (name, dose, when)", ""))
    if not name or not consent.lower().startswith("yes"):
        continue
    if med.lower() in ("", "none", "n/a", "-", "no"):
        continue
    rows.append([name, kv["class"], med])
rows.sort(key=lambda r: r[0].split()[-1])
with open(os.path.join(ws, "trip_medication.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["pupil", "class", "medication"])
    w.writerows(rows)
emit(ev, answer="Wrote trip_medication.csv with %d pupils." % len(rows), artifacts=["trip_medication.csv"])
