import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
T = tables(os.path.join(ws, "ferry_timetable_2024-25.docx"))
winter_out = T[0]
sunday = [r[0] for r in winter_out[1:] if r[2].strip() in ("Daily", "Sun")]
emit(ev, answer="The last Sunday sailing from Portmellin to Carrick Isle in winter leaves at %s." % max(sunday))
