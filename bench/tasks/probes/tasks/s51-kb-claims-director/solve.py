import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
with open(os.path.join(ws, "claims", "october_claims.csv"), newline="") as f:
    rows = [r for r in csv.DictReader(f) if float(r["amount"]) >= 250]
emit(ev, answer="Claims of \u00a3250.00 or more need a director's approval (expense claims policy):\n"
     + "\n".join("- %s (%s, %s, \u00a3%s)" % (r["claim_id"], r["employee"], r["category"], r["amount"]) for r in rows))
