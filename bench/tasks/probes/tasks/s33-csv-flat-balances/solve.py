import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
people = ["Ana", "Ben", "Priya", "Sam"]
canon = {p.lower(): p for p in people}
bal = {p: 0.0 for p in people}
with open(os.path.join(ws, "shared", "expenses.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if not r["paid_by"].strip():          # the TOTAL row
            continue
        amt = float(r["amount"].replace(",", ""))
        split = r["split_between"].strip()
        who = people if split.lower() == "all" else [canon[x.strip().lower()] for x in split.split(";")]
        bal[canon[r["paid_by"].strip().lower()]] += amt
        for p in who:
            bal[p] -= amt / len(who)
with open(os.path.join(ws, "balances.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["name", "balance"])
    for p in people:
        w.writerow([p, "%.2f" % bal[p]])
debtor = min(people, key=lambda p: bal[p])
emit(ev, answer="Balances written to balances.csv. %s owes the most: %.2f." % (debtor, -bal[debtor]),
     artifacts=["balances.csv"])
