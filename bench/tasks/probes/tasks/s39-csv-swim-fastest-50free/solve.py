import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
best = {}
with open(os.path.join(ws, "results.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["event"].strip().lower() != "50m freestyle" or r["status"].strip().upper() != "OK":
            continue
        t = r["time"].strip()
        m, _, s = t.rpartition(":")
        secs = int(m or 0) * 60 + float(s)
        name = " ".join(r["swimmer"].split()).title()
        if name not in best or secs < best[name]:
            best[name] = secs
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["swimmer", "time"])
for name, secs in sorted(best.items(), key=lambda kv: kv[1]):
    w.writerow([name, "%.2f" % secs])
write(os.path.join(ws, "fastest_50free.csv"), buf.getvalue())
emit(ev, answer="Wrote fastest_50free.csv with %d swimmers." % len(best), artifacts=["fastest_50free.csv"])
