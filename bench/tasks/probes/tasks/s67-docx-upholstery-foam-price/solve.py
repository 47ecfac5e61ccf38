import os
import re
import sys

from docx import Document

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
SRC = os.path.join(ws, "quotes", "Q-2291_hartley_armchair.docx")
OUT = os.path.join(ws, "quotes", "Q-2291_hartley_armchair_v2.docx")

# new supplier prices: "50 mm high-density seat pad ..... GBP 31.00  (was 24.00)"
prices = {}
for line in ek.read(os.path.join(ws, "notes", "supplier_update_2025-06-02.txt")).splitlines():
    m = re.match(r"\s*(.+?)\s*\.{2,}\s*GBP\s*([\d.]+)", line)
    if m:
        prices[m.group(1).lower()] = float(m.group(2))


def money(v):
    return f"\u00a3{v:.2f}"


doc = Document(SRC)
table = doc.tables[0]
total_cell, sum_amounts = None, 0.0
for row in table.rows[1:]:
    cells = row.cells
    item = cells[0].text.strip()
    if item.lower() == "total":
        total_cell = cells[3]
        continue
    amount = ek.parse_number(cells[3].text)
    if item.lower().startswith("foam"):
        desc = item.split("-", 1)[1].strip().lower()
        unit = prices[desc]
        amount = int(cells[1].text.strip()) * unit
        ek.set_cell_text(cells[2], money(unit))
        ek.set_cell_text(cells[3], money(amount))
    sum_amounts += amount
ek.set_cell_text(total_cell, money(sum_amounts))
doc.save(OUT)
ek.emit(ev, answer=f"Saved quotes/Q-2291_hartley_armchair_v2.docx; new total {money(sum_amounts)}.",
        artifacts=[OUT])
