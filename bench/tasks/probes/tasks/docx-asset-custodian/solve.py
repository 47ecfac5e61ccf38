import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
who = None
for t in tables(os.path.join(ws, "asset_register.docx")):
    a, c = t[0].index("Asset"), t[0].index("Custodian")
    for row in t[1:]:
        if row[a].strip() == "Epson EB-L630U projector":
            who = (row[c], row[0], row[2])
emit(ev, answer="The custodian of the Epson EB-L630U projector (tag %s, %s) is %s." % (who[1], who[2], who[0]))
