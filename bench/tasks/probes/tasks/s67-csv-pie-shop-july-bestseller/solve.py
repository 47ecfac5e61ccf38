import collections
import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
sales = os.path.join(ws, "sales")
net = collections.Counter()
spellings = collections.defaultdict(collections.Counter)

with open(os.path.join(sales, "2025-07.csv"), newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        name = row["flavour"].strip()
        net[name.lower()] += int(row["units"])
        spellings[name.lower()][name] += 1

with open(os.path.join(sales, "refunds.csv"), newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        if row["date"].startswith("2025-07"):
            net[row["flavour"].strip().lower()] -= int(row["units"])

key, units = net.most_common(1)[0]
name = spellings[key].most_common(1)[0][0]
ek.emit(ev, answer=f"{name} - {units} pies net in July 2025.")
