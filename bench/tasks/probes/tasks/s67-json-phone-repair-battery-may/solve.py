import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
rep = os.path.join(ws, "repairs")
with open(os.path.join(rep, "jobs.json"), encoding="utf-8") as f:
    jobs = json.load(f)["jobs"]

picked = {j["job_id"]: float(j["price_gbp"]) for j in jobs
          if "battery" in j["repair"].lower() and j["status"] == "completed"
          and (j.get("completed") or "").startswith("2025-05")}
gross = sum(picked.values())
refunds = 0.0
with open(os.path.join(rep, "refunds.csv"), newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        if row["job_id"] in picked:
            refunds += float(row["amount_gbp"])

ek.emit(ev, answer="\u00a3%.2f net" % (gross - refunds))
