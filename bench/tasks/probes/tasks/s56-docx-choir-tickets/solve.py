import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import json

ws, ev = solve_args()
prices = json.load(open(os.path.join(ws, "prices.json")))["prices"]
alias = {"conc.": "concession"}
tot = {}
for row in tables(os.path.join(ws, "ticket_sales.docx"))[0][1:]:
    _, seller, kind, qty = row
    k = kind.strip().lower()
    k = alias.get(k, k)
    t = tot.setdefault(seller, [0, 0.0])
    t[0] += int(qty)
    t[1] += int(qty) * prices[k]
rows = sorted(tot.items(), key=lambda kv: -kv[1][1])
write(os.path.join(ws, "seller_totals.csv"), "seller,tickets,amount\n" + "\n".join("%s,%d,%.2f" % (s, t[0], t[1]) for s, t in rows))
emit(ev, answer="Wrote seller_totals.csv", artifacts=["seller_totals.csv"])
