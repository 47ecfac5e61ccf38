import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "menu.docx"))
menu = {}
hot, food = d.tables[0], d.tables[1]
for row in hot.rows[1:]:
    c = [x.text.strip() for x in row.cells]
    for size, val in (("R", c[1]), ("L", c[2])):
        if "\u00a3" in val:
            menu[("%s (%s)" % (c[0], size)).lower()] = float(val.replace("\u00a3", ""))
    if "\u00a3" in c[1] and "\u00a3" not in c[2]:
        menu[c[0].lower()] = float(c[1].replace("\u00a3", ""))
for row in food.rows[1:]:
    c = [x.text.strip() for x in row.cells]
    menu[re.sub(r"\s*\(v\)$", "", c[0]).lower()] = float(c[1].replace("\u00a3", ""))
out = []
with open(os.path.join(ws, "till_items.csv"), newline="") as f:
    for r in csv.DictReader(f):
        if r["active"].strip().upper() != "Y":
            continue
        name = " ".join(r["name"].split())
        m = menu.get(name.lower())
        if m is not None and abs(m - float(r["price"])) > 1e-9:
            out.append((name, "%.2f" % m, "%.2f" % float(r["price"])))
out.sort(key=lambda x: x[0].lower())
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["item", "menu_price", "till_price"])
w.writerows(out)
write(os.path.join(ws, "price_mismatches.csv"), buf.getvalue())
emit(ev, answer="%d mismatches written to price_mismatches.csv: %s" % (len(out), ", ".join(o[0] for o in out)),
     artifacts=["price_mismatches.csv"])
