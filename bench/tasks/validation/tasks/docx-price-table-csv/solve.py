import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
with open(os.path.join(ws, "price_list.csv"), "w", newline="", encoding="utf-8") as f:
    csv.writer(f).writerows(tables(os.path.join(ws, "price_list.docx"))[0])
emit(ev, answer="Wrote price_list.csv")
