import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
recipe = None
cur = None
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph
doc = open_docx(os.path.join(ws, "recipes.docx"))
for child in doc.element.body.iterchildren():
    if child.tag == qn("w:p") and Paragraph(child, doc).style.name == "Heading 1":
        cur = Paragraph(child, doc).text
    elif child.tag == qn("w:tbl") and cur == "White sourdough":
        recipe = [[c.text for c in r.cells] for r in Table(child, doc).rows][1:]
have = {}
with open(os.path.join(ws, "pantry.csv"), newline="") as f:
    for r in csv.DictReader(f):
        g = float(r["quantity"]) * (1000 if r["unit"].strip().lower() == "kg" else 1)
        k = r["item"].strip().lower()
        have[k] = have.get(k, 0) + g
short = []
for name, grams in recipe:
    if name.lower() == "water":
        continue
    need = float(grams) * 3 / 2
    gap = need - have.get(name.lower(), 0)
    if gap > 1e-9:
        short.append((name, gap))
with open(os.path.join(ws, "shopping_list.csv"), "w", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["item", "grams"])
    for n, g in short:
        w.writerow([n, "%g" % g])
emit(ev, answer="Short of: " + ", ".join("%s %g g" % s for s in short), artifacts=["shopping_list.csv"])
