import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
a = [b.text for b in blocks(os.path.join(ws, "contract_v1.docx"))]
b = [b.text for b in blocks(os.path.join(ws, "contract_v2.docx"))]
changed = [(x, y) for x, y in zip(a, b) if x != y]
old, new = changed[0]
emit(ev, answer="Only clause 7 (Late Payment) changed: the interest rate on overdue amounts went from "
                "1.25%% per month (v1) to 1.75%% per month (v2).\nv1: %s\nv2: %s" % (old, new))
