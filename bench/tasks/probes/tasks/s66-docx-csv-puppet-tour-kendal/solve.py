"""Reference solution: Kendal April 2025 export, paid non-comp tickets -> report table cells."""
import csv
import glob
import os
import sys
from decimal import Decimal

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document

import evalkit as ek

ws, ev = ek.solve_args()
rp = os.path.join(ws, "reports", "spring_tour_report.docx")
doc = Document(rp)
table = doc.tables[0]
hdr = [c.text for c in table.rows[0].cells]
col_tickets = next(i for i, h in enumerate(hdr) if h.lower().startswith("tickets sold"))
col_money = next(i for i, h in enumerate(hdr) if h.lower().startswith("box office"))
row = next(r for r in table.rows[1:] if r.cells[0].text.startswith("Kendal"))

# the Kendal export whose performances fall in this tour (April 2025), not the October 2024 visit
recs = None
for fn in sorted(glob.glob(os.path.join(ws, "boxoffice", "kendal_*.csv"))):
    with open(fn, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    if rows and all(r["performance"].startswith("2025-04-") for r in rows):
        assert recs is None, "two candidate exports"
        recs = rows
assert recs

tickets, money = 0, Decimal(0)
for r in recs:
    # tickets sold excludes comps and refunds; box office = money actually taken
    if r["status"].strip() != "paid" or r["ticket_type"].strip() == "comp":
        continue
    q = int(r["qty"])
    tickets += q
    money += q * Decimal(r["unit_price"])

ek.set_cell_text(row.cells[col_tickets], str(tickets))
ek.set_cell_text(row.cells[col_money], f"{money:,.2f}")
doc.save(rp)
ek.emit(ev, answer=f"Kendal: {tickets} tickets sold, box office \u00a3{money:,.2f}.",
        artifacts=["reports/spring_tour_report.docx"])
