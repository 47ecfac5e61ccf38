import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
bad = []
with open(os.path.join(ws, "claims", "2025-03.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["category"].strip().lower() != "hotel":
            continue
        per_night = float(r["amount_gbp"]) / int(r["nights"])
        cap = 200 if r["city"].strip().lower() == "london" else 140
        if per_night > cap and not re.fullmatch(r"PA-\d{4}", r["approval_ref"].strip()):
            bad.append(r["claim_id"])
write(os.path.join(ws, "hotel_breaches.txt"), "\n".join(bad))
emit(ev, answer="Hotel lines breaching policy v4: " + ", ".join(bad), artifacts=["hotel_breaches.txt"])
