import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
price = {i["code"].upper(): i["price_per_packet"] for i in json.load(open(os.path.join(ws, "catalogue.json")))["items"]}
tot = collections.defaultdict(float)
t = Document(os.path.join(ws, "seed_orders.docx")).tables[0]
for row in t.rows[1:]:
    m, plot, code, n = [c.text.strip() for c in row.cells]
    tot[m] += price[code.upper()] * int(n)
lines = ['"%s",%.2f' % (m, tot[m]) for m in sorted(tot)]
write(os.path.join(ws, "member_totals.csv"), "member,total\n" + "\n".join(lines))
emit(ev, answer="Wrote member_totals.csv with totals for %d members." % len(tot), artifacts=["member_totals.csv"])
