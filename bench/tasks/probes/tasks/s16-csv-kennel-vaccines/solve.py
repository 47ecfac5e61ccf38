import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
valid = {}
with open(os.path.join(ws, "vaccinations.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["vaccine"].strip().lower() == "kennel cough":
            valid[r["dog_id"]] = max(valid.get(r["dog_id"], ""), r["valid_until"].strip())
out = []
with open(os.path.join(ws, "kennel_stays.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["status"].strip().lower() == "cancelled" or not ("2025-07-14" <= r["check_in"] <= "2025-07-20"):
            continue
        v = valid.get(r["dog_id"])
        if not v or v < r["check_out"]:
            out.append("%s (owner %s) - check-out %s, kennel cough %s" % (
                r["dog_name"], r["owner"], r["check_out"], "valid until " + v if v else "no record"))
emit(ev, answer="\n".join("- " + x for x in out))
