import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
rates = {}
for row in tables(os.path.join(ws, "translation_rates.docx"))[0][1:]:     # the 2025 table comes first
    src, dst = [x.strip() for x in row[0].split(">")]
    rates[(src, dst)] = (float(row[1]), float(row[2]))
out = []
with open(os.path.join(ws, "jobs_june.csv"), newline="") as f:
    for r in csv.DictReader(f):
        rate, minimum = rates[(r["source_lang"].strip().upper(), r["target_lang"].strip().upper())]
        cost = max(int(r["words"].replace(",", "")) * rate, minimum)
        if r["urgent"].strip().lower() in ("yes", "y"):
            cost *= 1.5
        out.append((r["job_id"], "%.2f" % cost))
with open(os.path.join(ws, "job_costs.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["job_id", "cost"])
    w.writerows(out)
emit(ev, answer="job_costs.csv written: " + ", ".join("%s %s" % x for x in out), artifacts=["job_costs.csv"])
