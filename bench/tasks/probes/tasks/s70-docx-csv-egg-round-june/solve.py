import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
prices = list(csv.DictReader(open(os.path.join(ws, "prices.csv"))))


def price(prod, date):
    best = None
    for p in prices:
        if p["product"] == prod and p["valid_from"] <= date:
            if best is None or p["valid_from"] > best["valid_from"]:
                best = p
    return float(best["price"])


dates = ["2025-06-03", "2025-06-10", "2025-06-17", "2025-06-24"]
tot = {}
for date, t in zip(dates, ek.tables(os.path.join(ws, "egg_round_june_2025.docx"))):
    for cust, prod, qty, notes in t[1:]:
        tot.setdefault(cust, 0.0)
        if "not delivered" in notes.lower():
            continue
        tot[cust] += int(qty) * price(prod, date)
with open(os.path.join(ws, "egg_bills_june.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["customer", "total"])
    for c, v in tot.items():
        w.writerow([c, "%.2f" % v])
