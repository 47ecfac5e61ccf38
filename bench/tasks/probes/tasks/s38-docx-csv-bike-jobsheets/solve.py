import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
out = []
d = os.path.join(ws, "jobsheets")
for name in sorted(os.listdir(d)):
    if not name.endswith(".docx") or name.startswith("~$"):
        continue
    t = tables(os.path.join(d, name))[0]
    kv = {r[0].strip(): r[1].strip() for r in t[1:]}
    parts = kv["Parts"].replace("\u00a3", "").replace(",", "")
    out.append((kv["Job no."], kv["Customer"], "%.2f" % float(parts)))
out.sort()
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["job", "customer", "parts"])
w.writerows(out)
write(os.path.join(ws, "parts_costs.csv"), buf.getvalue())
emit(ev, answer="Wrote parts_costs.csv with %d job sheets." % len(out), artifacts=["parts_costs.csv"])
