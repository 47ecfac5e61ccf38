import csv
import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
members = {}
with open(os.path.join(ws, "trip_list.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["status"].strip().lower() == "confirmed":
            members[r["member_no"]] = r["name"]
surname = {n.split()[-1].upper().replace("'", ""): m for m, n in members.items()}
paid = defaultdict(float)
amt = lambda s: float(s.replace(",", "")) if s.strip() else 0.0
for name in sorted(os.listdir(os.path.join(ws, "bank"))):
    with open(os.path.join(ws, "bank", name), newline="") as f:
        for r in csv.DictReader(f):
            desc = r["Description"].upper()
            if not re.search(r"\bSKI(\s*25\b|\b(?!\s*24))", desc):
                continue
            net = amt(r["Paid in"]) - amt(r["Paid out"])
            ids = re.findall(r"M\d{4}", desc)
            if not ids:
                ids = [m for s, m in surname.items() if s in desc.split()]
            ids = [i for i in ids if i in members]
            for i in ids:
                paid[i] += net / len(ids)
rows = sorted((members[m], 640 - paid[m]) for m in members if paid[m] < 640 - 0.005)
with open(os.path.join(ws, "owing.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["member", "owed"])
    for n, o in rows:
        w.writerow([n, "%.2f" % o])
emit(ev, answer="Wrote owing.csv (%d people still owe)." % len(rows), artifacts=["owing.csv"])
