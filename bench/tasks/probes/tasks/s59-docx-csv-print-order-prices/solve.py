import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
prices = {}
with open(os.path.join(ws, "price_list.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["status"] != "active":
            continue
        if r["code"] not in prices or r["valid_from"] > prices[r["code"]][0]:
            prices[r["code"]] = (r["valid_from"], float(r["unit_price_gbp"]))
d = Document(os.path.join(ws, "order_form.docx"))
t = d.tables[1]
total = 0.0
for row in t.rows[1:]:
    code = row.cells[0].text.strip()
    if code == "Total":
        ek.set_cell_text(row.cells[4], "%.2f" % total)
        continue
    unit = prices[code][1]
    line = unit * int(row.cells[2].text)
    total += line
    ek.set_cell_text(row.cells[3], "%.2f" % unit)
    ek.set_cell_text(row.cells[4], "%.2f" % line)
d.save(os.path.join(ws, "order_form_priced.docx"))
ek.emit(ev, answer="Saved order_form_priced.docx; order total \u00a3%.2f ex VAT." % total,
        artifacts=["order_form_priced.docx"])
