import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
D = os.path.join(ws, "invoices")
name = next(n for n in sorted(os.listdir(D)) if "Bramble" in n and "March" in n and n.endswith(".docx"))
path = os.path.join(D, name)
NEW_QTY = 6


def money(v):
    return f"\u00a3{v:.2f}"


doc = ek.open_docx(path)
table = doc.tables[0]
total_row, amounts = None, []
for row in table.rows[1:]:
    cells = row.cells
    item = cells[0].text.strip()
    if item.lower() == "total":
        total_row = row
        continue
    if item.lower().startswith("haylage"):
        unit = ek.parse_number(cells[2].text)
        ek.set_cell_text(cells[1], str(NEW_QTY))
        ek.set_cell_text(cells[3], money(NEW_QTY * unit))
    amounts.append(ek.parse_number(cells[3].text))
total = sum(amounts)
ek.set_cell_text(total_row.cells[3], money(total))

paid = 0.0
for p in doc.paragraphs:
    m = re.search(r"paid on account.*?\u00a3(\d+(?:\.\d+)?)", p.text)
    if m:
        paid = float(m.group(1))
for p in doc.paragraphs:
    if p.text.startswith("Balance due"):
        old = re.search(r"\u00a3\d+(?:\.\d+)?", p.text).group(0)
        ek.replace_in_paragraph(p, old, money(total - paid))
doc.save(path)

rel = "invoices/" + name
ek.emit(ev, answer=f"Corrected {rel}: haylage {NEW_QTY} bales, total {money(total)}, "
        f"balance due {money(total - paid)}.", artifacts=[rel])
