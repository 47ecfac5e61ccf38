import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
rows = tables(os.path.join(ws, "action_items.docx"))[0]
n = sum(1 for r in rows[1:] if r[2] == "Priya" and r[3] != "Done")
emit(ev, answer="Priya has %d open action items." % n)
