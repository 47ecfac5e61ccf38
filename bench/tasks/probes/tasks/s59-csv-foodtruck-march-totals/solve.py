import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
tot = {}
with open(os.path.join(ws, "sales", "night_market_txns.csv"), newline="") as f:
    for r in csv.DictReader(f):
        d = r["date"]
        if "/" in d:
            dd, mm, yy = d.split("/")
        else:
            yy, mm, dd = d.split("-")
        if (yy, mm) != ("2025", "03") or r["status"].strip() != "completed":
            continue
        t = r["truck"].strip()
        tot[t] = tot.get(t, 0) + float(r["amount_gbp"])
with open(os.path.join(ws, "truck_totals_march.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["truck", "total"])
    for t, v in sorted(tot.items(), key=lambda x: -x[1]):
        w.writerow([t, "%.2f" % v])
ek.emit(ev, answer="Wrote truck_totals_march.csv (5 trucks, completed March 2025 sales only).",
        artifacts=["truck_totals_march.csv"])
