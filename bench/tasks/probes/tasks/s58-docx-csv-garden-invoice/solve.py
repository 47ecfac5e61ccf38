import csv, os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
from docx import Document

ws, ev = ek.solve_args()
TASKS = ["mowing", "hedge trim", "planting", "clearance"]
hours = {t: 0.0 for t in TASKS}
with open(os.path.join(ws, "timesheet.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["client"] == "Hartley" and r["date"].startswith("2025-03"):
            hours[r["task"]] += float(r["hours"])
p = os.path.join(ws, "invoices", "INV-0147_Hartley.docx")
doc = Document(p)
t = doc.tables[1]
total = 0.0
for i, task in enumerate(TASKS):
    h = hours[task]
    ek.set_cell_text(t.cell(i + 1, 1), "%.1f" % h)
    ek.set_cell_text(t.cell(i + 1, 3), "%.2f" % (h * 28))
    total += h * 28
ek.set_cell_text(t.cell(5, 3), "%.2f" % total)
doc.save(p)
ek.emit(ev, answer="Filled in INV-0147: total \u00a3%.2f." % total, artifacts=["invoices/INV-0147_Hartley.docx"])
