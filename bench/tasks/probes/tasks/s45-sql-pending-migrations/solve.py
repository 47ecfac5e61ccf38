import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
ok = set()
with open(os.path.join(ws, "prod_schema_migrations.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["success"].strip() == "1":
            ok.add(r["version"].strip())
pending = []
for name in os.listdir(os.path.join(ws, "db", "migrations")):
    if name.startswith("V") and name.endswith(".sql") and "__" in name:
        ver = name[1:].split("__")[0].replace("_", ".")
        if ver not in ok:
            pending.append((tuple(int(x) for x in ver.split(".")), name))
pending.sort()
emit(ev, answer="Not yet applied to production: " + ", ".join(n for _, n in pending) +
     ". (V11 was attempted on 24 March but failed, success=0; it needs a repair before it can run again.)")
