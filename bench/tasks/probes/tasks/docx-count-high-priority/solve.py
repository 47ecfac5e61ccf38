import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
t = tables(os.path.join(ws, "risk_register.docx"))[0]
c = t[0].index("Priority")
ids = [r[0] for r in t[1:] if r[c].strip().lower() == "high"]
emit(ev, answer="%d risks have Priority High: %s." % (len(ids), ", ".join(ids)))
