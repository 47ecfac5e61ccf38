import csv, datetime, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
RULES = {"Adult book": (0.25, 6.00), "DVD": (0.50, 8.00), "Audiobook": (0.50, 8.00), "Junior book": (0.0, 0.0)}
rows = []
with open(os.path.join(ws, "returns_march.csv"), newline="") as f:
    for r in csv.DictReader(f):
        late = (datetime.date.fromisoformat(r["returned_date"]) - datetime.date.fromisoformat(r["due_date"])).days
        rate, cap = RULES[r["item_type"]]
        rows.append((r["loan_id"], "%.2f" % min(cap, max(0, late - 3) * rate)))
with open(os.path.join(ws, "charges.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["loan_id", "charge"])
    w.writerows(rows)
ek.emit(ev, answer="Wrote charges.csv for %d loans." % len(rows), artifacts=["charges.csv"])
