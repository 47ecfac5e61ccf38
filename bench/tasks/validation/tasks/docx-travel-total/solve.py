import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
t = 0.0
for n in sorted(os.listdir(os.path.join(ws, "expenses"))):
    if n.endswith(".docx"):
        for row in tables(os.path.join(ws, "expenses", n))[0]:
            if row[0] == "Travel":
                t += parse_number(row[1])
emit(ev, answer="Total Travel spending: %.2f EUR" % t)
