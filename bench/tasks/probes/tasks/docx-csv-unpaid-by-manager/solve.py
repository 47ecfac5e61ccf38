import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
cur = [t for t in tables(os.path.join(ws, "accounts.docx")) if "Account manager" in t[0]][0]
codes = {r[0].strip().upper() for r in cur[1:] if r[2].strip() == "Priya Raman"}
total = 0.0
with open(os.path.join(ws, "finance", "invoices.csv"), newline="", encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if r["client_code"].strip().upper() in codes and r["status"].strip().lower() == "unpaid":
            total += float(r["amount_eur"])
emit(ev, answer="Unpaid invoices for Priya Raman's clients (%s): EUR %s" % (", ".join(sorted(codes)), "{:,.2f}".format(total)))
