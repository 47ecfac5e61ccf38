import csv, datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()


def parse(d):
    for fmt in ("%d/%m/%Y", "%Y-%m-%d", "%d %b %Y"):
        try:
            return datetime.datetime.strptime(d.strip(), fmt).date()
        except ValueError:
            pass
    return None


miles = {}
with open(os.path.join(ws, "expenses", "mileage_log_march.csv"), newline="") as f:
    for r in csv.DictReader(f):
        d = parse(r["date"])
        if d and d.year == 2025 and d.month == 3:
            miles[r["volunteer"]] = miles.get(r["volunteer"], 0) + int(r["miles"])
with open(os.path.join(ws, "expenses", "mileage_payments_march.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["volunteer", "amount_gbp"])
    for n, m in miles.items():
        w.writerow([n, "%.2f" % (0.45 * min(m, 100) + 0.25 * max(m - 100, 0))])
ek.emit(ev, answer="Wrote expenses/mileage_payments_march.csv (45p/mile for the first 100 miles in the month, 25p after).",
        artifacts=["expenses/mileage_payments_march.csv"])
