import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
term = json.load(open(os.path.join(ws, "rates.json")))["terms"]["Spring 2025"]
d = Document(os.path.join(ws, "lessons.docx"))
t = d.tables[1]                                   # the spring table; the first one is last autumn


def minutes(s):
    n = int(re.search(r"\d+", s).group(0))
    return n * 60 if re.search(r"\bh(ou)?rs?\b", s.lower()) else n


rows = ["pupil,fee"]
for row in t.rows[1:]:
    name, length = row.cells[0].text.strip(), row.cells[3].text.strip()
    rows.append("%s,%.2f" % (name, term["rate_per_lesson"][str(minutes(length))] * term["weeks"]))
write(os.path.join(ws, "spring_fees.csv"), "\n".join(rows))
emit(ev, answer="Wrote spring_fees.csv:\n" + "\n".join(rows[1:]), artifacts=["spring_fees.csv"])
