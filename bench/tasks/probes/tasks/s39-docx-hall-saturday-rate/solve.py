import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
t = tables(os.path.join(ws, "hall_hire_rates.docx"))[0]
row = [r for r in t if r[0].startswith("Saturday evening")][0]
emit(ev, answer="A group from outside the parish pays the standard rate: %s per hour for the Main Hall on a Saturday "
                "evening (17:00-00:00). Parish groups would pay %s." % (row[2], row[1]))
