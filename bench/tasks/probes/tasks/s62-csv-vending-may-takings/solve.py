import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import csv, re

ws, ev = ek.solve_args()
alias = {}
machines = []
with open(os.path.join(ws, "machines.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        machines.append(r["machine"])
        for other in re.findall(r"reports as (VM-\w+)", r.get("notes") or ""):
            alias[other] = r["machine"]

seen, tot = set(), {m: 0 for m in machines}
with open(os.path.join(ws, "sales", "vend_export_20250601.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["txn_id"] in seen:
            continue  # portal repeats rows at page breaks
        seen.add(r["txn_id"])
        if not r["timestamp"].startswith("2025-05-"):
            continue  # export spans 30 Apr - 1 Jun
        m = alias.get(r["machine"], r["machine"])
        tot[m] = tot.get(m, 0) + round(float(r["amount_gbp"]) * 100)  # refunds are negative rows

rows = sorted(tot.items(), key=lambda kv: -kv[1])
with open(os.path.join(ws, "may_takings.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["machine", "total_gbp"])
    for m, v in rows:
        w.writerow([m, "%.2f" % (v / 100)])
print(rows)
