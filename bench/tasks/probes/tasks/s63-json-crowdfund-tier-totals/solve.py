import csv, json
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

data = json.load(open(os.path.join(ws, "pledges.json"), encoding="utf-8"))
tiers = [t["name"] for t in data["tiers"]]
agg = {t: [0, 0.0] for t in tiers}
seen = set()
for p in data["pledges"]:
    if p["pledge_id"] in seen:
        continue  # retried payment repeated in the export
    seen.add(p["pledge_id"])
    if str(p["status"]).strip().lower() != "collected":
        continue
    a = agg.setdefault(p["tier"], [0, 0.0])
    a[0] += 1
    a[1] += float(p["amount"])
with open(os.path.join(ws, "tier_totals.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["tier", "backers", "total_gbp"])
    for t, (n, tot) in agg.items():
        w.writerow([t, n, "%.2f" % tot])
ek.emit(ev, answer="Wrote tier_totals.csv: " + "; ".join("%s %d backers \u00a3%.2f" % (t, n, s) for t, (n, s) in agg.items()),
        artifacts=["tier_totals.csv"])
