import csv
from collections import defaultdict
from docx import Document
import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

paid = defaultdict(float)
with open(os.path.join(ws, "payments.csv"), encoding="utf-8") as f:
    for r in csv.DictReader(f):
        if not r.get("member"):
            continue
        if r["season"].strip() == "2025-26" and r["type"].strip().lower() in ("subs", "refund"):
            paid[" ".join(r["member"].split()).lower()] += float(r["amount"])
path = os.path.join(ws, "bridge_members.docx")
d = Document(path)
t = d.tables[0]
unpaid = []
for row in t.rows[1:]:
    cell = row.cells[0]
    name = cell.text.strip()
    if paid.get(" ".join(name.split()).lower(), 0) < 42:
        unpaid.append(name)
        for p in cell.paragraphs:
            for run in p.runs:
                run.bold = True
d.save(path)
ek.emit(ev, answer="Bolded the unpaid members: " + ", ".join(unpaid), artifacts=["bridge_members.docx"])
