import csv
import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "sales")
since = datetime.date(2025, 3, 1)
recent = set()
for r in csv.DictReader(open(os.path.join(d, "phone_orders.csv"), newline="")):
    day = datetime.datetime.strptime(r["date"].strip(), "%d/%m/%Y").date()
    if day >= since and r["status"].strip().lower() != "cancelled":
        recent.add(r["account"].strip().upper())
for o in json.load(open(os.path.join(d, "trade_portal_orders.json")))["orders"]:
    day = datetime.datetime.fromisoformat(o["placed"]).date()
    if day >= since and o["state"].strip().lower() != "cancelled":
        recent.add(o["account"].strip().upper())
out = []
for c in csv.DictReader(open(os.path.join(d, "customers.csv"), newline="")):
    if c["type"].strip().lower() == "wholesale" and c["status"].strip().lower() == "active" \
            and c["account"].strip().upper() not in recent:
        out.append("- %s (%s): %s" % (c["name"], c["contact"], c["phone"]))
emit(ev, answer="Active wholesale customers with no order since 1 March 2025 (cancelled orders not counted):\n"
                + "\n".join(out))
