import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "rota_july.docx"))
names = set()
for row in d.tables[0].rows[1:]:
    c = [x.text.strip() for x in row.cells]
    if c[1] == "Saturday":
        names.update(n.strip() for n in c[3].split(","))
with open(os.path.join(ws, "volunteers.csv"), newline="") as f:
    phone = {r["name"]: r["phone"] for r in csv.DictReader(f)}
rows = ["%s,%s" % (n, phone[n]) for n in sorted(names)]
write(os.path.join(ws, "saturday_volunteers.csv"), "name,phone\n" + "\n".join(rows))
emit(ev, answer="Wrote saturday_volunteers.csv with %d people." % len(rows), artifacts=["saturday_volunteers.csv"])
