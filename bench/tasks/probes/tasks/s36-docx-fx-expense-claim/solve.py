import csv
import datetime
import io
import json
import os
import sys
from decimal import Decimal, ROUND_HALF_UP

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
rates = json.load(open(os.path.join(ws, "fx_rates.json")))["rates"]
t = Document(os.path.join(ws, "trip_claim.docx")).tables[1]
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["date", "description", "amount_gbp"])
total = Decimal(0)
for row in t.rows[1:]:
    c = [x.text.strip() for x in row.cells]
    if not c[0]:
        continue
    day = datetime.datetime.strptime(c[0], "%d/%m/%Y").date()
    cur = c[2].upper()
    amt = Decimal(c[3].replace(",", ""))
    if cur != "GBP":
        d = day
        while d.isoformat() not in rates:
            d -= datetime.timedelta(days=1)
        amt = amt / Decimal(str(rates[d.isoformat()][cur]))
    gbp = amt.quantize(Decimal("0.01"), ROUND_HALF_UP)
    total += gbp
    w.writerow([day.isoformat(), c[1], str(gbp)])
write(os.path.join(ws, "claim_gbp.csv"), buf.getvalue())
emit(ev, answer="Wrote claim_gbp.csv (9 claimed expenses). Total: GBP %s" % total, artifacts=["claim_gbp.csv"])
