import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

import csv

prices = {}
with open(os.path.join(ws, "prices.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        prices[(r["tree"].strip().lower(), int(r["height_ft"]))] = float(r["price_2025"])
DELIVERY = 8.0
tabs = ek.tables(os.path.join(ws, "orders", "Order book 2025.docx"))
home = [t for t in tabs if t[0][0].strip() == "Order"][0]
hdr = [h.strip() for h in home[0]]
out = []
for row in home[1:]:
    r = dict(zip(hdr, [c.strip() for c in row]))
    if r["Status"].lower() == "cancelled" or r["Delivery / Collect"].lower() != "delivery":
        continue
    if not re.search(r"\b13 Dec\b", r["Date"]):
        continue
    if r["Status"].lower() == "paid in full":
        due = 0.0
    else:
        h = int(re.search(r"\d+", r["Height"]).group(0))
        dep = ek.parse_number(r["Deposit paid"].replace("\u00a3", "")) or 0.0
        due = prices[(r["Tree"].lower(), h)] + DELIVERY - dep
    out.append((r["Order"], r["Customer"], "%.2f" % due))
with open(os.path.join(ws, "deliveries_13dec.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["order", "customer", "amount_to_collect_gbp"])
    w.writerows(out)
ek.emit(ev, answer="Wrote deliveries_13dec.csv with %d deliveries." % len(out), artifacts=["deliveries_13dec.csv"])
