import os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import csv

ws, ev = solve_args()
dept = {r["username"]: r["department"] for r in csv.DictReader(open(os.path.join(ws, "staff.csv")))}
tot = {}
for line in open(os.path.join(ws, "print_log.txt")):
    kv = dict(re.findall(r"(\w+)=(\S+)", line))
    if "job" in kv and kv["status"] == "completed":
        d = dept[kv["user"]]
        tot[d] = tot.get(d, 0) + int(kv["pages"]) * int(kv["copies"])
best = max(tot, key=tot.get)
emit(ev, answer="%s used the most paper in May: %d sheets." % (best, tot[best]))
