import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import csv
from docx import Document

ws, ev = ek.solve_args()
# README method: mean of the site's daily readings flagged ok for days in that calendar month, 1 dp;
# valid days = number of ok readings. Use the full May export (not the partial one), drop June rows.
vals = []
with open(os.path.join(ws, "data", "no2_daily_2025-05.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["site"] == "HS1" and r["flag"].strip() == "ok" and r["date"].startswith("2025-05-"):
            vals.append(float(r["no2_ugm3"]))
mean, days = sum(vals) / len(vals), len(vals)

path = os.path.join(ws, "reports", "no2_report_2025_draft.docx")
doc = Document(path)
table = next(t for t in doc.tables if any("HS1" in c.text and "valid" not in c.text for c in t.rows[0].cells)
             and any(row.cells[0].text.strip() == "May" for row in t.rows))
hdr = [c.text.strip() for c in table.rows[0].cells]
ci_mean = next(i for i, h in enumerate(hdr) if "HS1" in h and "valid" not in h.lower())
ci_days = next(i for i, h in enumerate(hdr) if "HS1" in h and "valid" in h.lower())
row = next(r for r in table.rows if r.cells[0].text.strip() == "May")


def set_text_keep_runs(cell, text):
    # edit the existing run (keeps the cell's run formatting), blank any extra runs
    p = cell.paragraphs[0]
    if p.runs:
        p.runs[0].text = text
        for r in p.runs[1:]:
            r.text = ""
    else:
        p.add_run(text)


set_text_keep_runs(row.cells[ci_mean], "%.1f" % mean)
set_text_keep_runs(row.cells[ci_days], str(days))
doc.save(path)
print("HS1 May mean %.1f over %d valid days" % (mean, days))
