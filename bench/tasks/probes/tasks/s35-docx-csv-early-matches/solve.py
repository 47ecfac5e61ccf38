import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "draw.docx"))
sat = d.tables[0]                         # Saturday comes first
names = set()
for row in sat.rows[1:]:
    h, m = re.split(r"[:.]", row.cells[0].text.strip())
    if int(h) * 60 + int(m) >= 600:
        continue
    for cell in row.cells[3:5]:
        text = "".join(r.text for r in cell.paragraphs[0].runs if not r.font.strike)
        names.add(" ".join(text.split()).lower())
phones = {}
with open(os.path.join(ws, "players.csv"), newline="") as f:
    for r in csv.DictReader(f):
        phones[" ".join(r["name"].split()).lower()] = (" ".join(r["name"].split()), r["phone"])
out = sorted(phones[n] for n in names)
write(os.path.join(ws, "early_saturday.csv"), "name,phone\n" + "\n".join("%s,%s" % x for x in out))
emit(ev, answer="early_saturday.csv: " + ", ".join(n for n, _ in out), artifacts=["early_saturday.csv"])
