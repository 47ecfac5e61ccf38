import csv
import json
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "data")
with open(os.path.join(d, "orders.csv"), newline="") as f:
    orders = {r["order_id"]: r for r in csv.DictReader(f)}
with open(os.path.join(d, "customers.csv"), newline="") as f:
    names = {r["customer_id"].strip().upper(): r["name"] for r in csv.DictReader(f)}
late = Counter()
for s in json.load(open(os.path.join(d, "shipments.json")))["shipments"]:
    o = orders[s["order"]]
    if o["order_date"].startswith("2025-03") and s["delivered_at"][:10] > o["promised_date"]:
        late[o["customer_id"].strip().upper()] += 1
cid, n = late.most_common(1)[0]
emit(ev, answer="%s (%s) had the most late deliveries for March 2025 orders: %d." % (names[cid], cid, n))
