import csv
import json
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
owners = {d["dog"].lower(): d["owner"] for d in json.load(open(os.path.join(ws, "dogs.json")))}
pr = json.load(open(os.path.join(ws, "prices.json")))
prices = {k.lower(): v for k, v in pr["walks"].items()}
june = tables(os.path.join(ws, "walks_2025.docx"))[0]
owed = defaultdict(float)
for date, dog, walk, note in june[1:]:
    owner = owners[dog.strip().lower()]
    price = prices[" ".join(walk.split()).lower()]
    n = note.lower()
    if "paid" in n:
        continue
    if "cancelled" in n:
        price = price * pr["cancellations"]["late_cancellation_charge"] if "late" in n else 0
    owed[owner] += price
with open(os.path.join(ws, "invoices_june.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["owner", "amount"])
    for o in sorted(owed):
        w.writerow([o, "%.2f" % owed[o]])
emit(ev, answer="Wrote invoices_june.csv: " + ", ".join("%s %.2f" % (o, owed[o]) for o in sorted(owed)), artifacts=["invoices_june.csv"])
