import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
digits = lambda s: re.sub(r"[^0-9Xx]", "", s)
found = set()
d = Document(os.path.join(ws, "shelf_audit.docx"))
for t in d.tables[1:]:                       # the first table is the check's details
    hdr = [c.text.strip().lower() for c in t.rows[0].cells]
    col = hdr.index("isbn")
    for row in t.rows[1:]:
        found.add(digits(row.cells[col].text))
out = []
with open(os.path.join(ws, "catalogue.csv"), newline="") as f:
    for r in csv.DictReader(f):
        i = digits(r["isbn"])
        if r["status"].strip().lower() == "on shelf" and i not in found:
            out.append((r["title"], i))
out.sort()
with open(os.path.join(ws, "missing.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["isbn", "title"])
    for t, i in out:
        w.writerow([i, t])
emit(ev, answer="%d books missing; see missing.csv." % len(out), artifacts=["missing.csv"])
