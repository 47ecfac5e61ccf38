import collections, csv, io, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
text = ek.read(os.path.join(ws, "members_export.csv"))
lines = [l for l in text.splitlines() if not l.startswith("#")]
tot = collections.defaultdict(float)
for r in csv.DictReader(io.StringIO("\n".join(lines))):
    if r["season"] == "2025" and r["status"] == "paid":
        tot[r["membership_type"]] += float(r["amount"])
with open(os.path.join(ws, "subs_2025.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["membership_type", "total"])
    for k, v in sorted(tot.items(), key=lambda kv: -kv[1]):
        w.writerow([k, "%.2f" % v])
ek.emit(ev, answer="Wrote subs_2025.csv.", artifacts=["subs_2025.csv"])
