import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "mock_boundaries_2025.docx"))


def bounds(t):
    return [(int(r.cells[1].text), r.cells[0].text.split()[0]) for r in t.rows[1:]]


B = {"F": bounds(d.tables[0]), "H": bounds(d.tables[1])}
out = []
with open(os.path.join(ws, "year11_mock_marks.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if not r["candidate"].strip():
            continue
        tier = r["tier"].strip()[0].upper()
        papers = [r["paper%d" % k].strip() for k in (1, 2, 3)]
        if not all(p.isdigit() for p in papers):
            out.append((r["candidate"], "", "X"))
            continue
        total = sum(int(p) for p in papers)
        grade = next((g for m, g in B[tier] if total >= m), "U")
        out.append((r["candidate"], str(total), grade))
with open(os.path.join(ws, "grades.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["candidate", "total", "grade"])
    w.writerows(out)
emit(ev, answer="Wrote grades.csv for %d candidates." % len(out), artifacts=["grades.csv"])
