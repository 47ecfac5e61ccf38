import collections
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
tot = collections.Counter()
for name in ("north_transect.csv", "south_transect.csv"):
    with open(os.path.join(ws, "survey", name), newline="") as f:
        for r in csv.DictReader(f):
            tot[r["species"]] += int(r["count"])
rows = sorted(tot.items(), key=lambda kv: (-kv[1], kv[0]))
write(os.path.join(ws, "survey", "species_totals.csv"), "species,total\n" + "\n".join("%s,%d" % r for r in rows))
emit(ev, answer="Wrote survey/species_totals.csv with %d species." % len(rows), artifacts=["survey/species_totals.csv"])
