import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
out = [r["id"] for r in csv.DictReader(open(os.path.join(ws, "expenses.csv")))
       if r["category"] == "meal" and float(r["amount_eur"]) > (40 if r["country"] == "DE" else 65)]
write(os.path.join(ws, "over_allowance.txt"), "\n".join(out))
emit(ev, answer="Wrote over_allowance.txt: " + ", ".join(out))
