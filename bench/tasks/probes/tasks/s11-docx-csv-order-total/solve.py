import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
with open(os.path.join(ws, "price_list.csv"), newline="", encoding="utf-8") as f:
    prices = {r["code"].strip().upper(): float(r["unit_price_gbp"]) for r in csv.DictReader(f)}
t = tables(os.path.join(ws, "purchase_order.docx"))[0]
ci, qi = t[0].index("Code"), t[0].index("Qty")
total = round(sum(int(r[qi]) * prices[r[ci].strip().upper()] for r in t[1:]), 2)
with open(os.path.join(ws, "order_total.json"), "w") as f:
    json.dump({"total": total}, f)
emit(ev, answer="Order total before VAT: %.2f GBP; saved order_total.json." % total, artifacts=["order_total.json"])
