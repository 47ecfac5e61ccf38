import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
t = tables(os.path.join(ws, "leave_policy.docx"))[0]       # 1.1 Full-time entitlement
col = t[0].index("More than 5 years")
days = [r[col] for r in t[1:] if r[0] == "C"][0]
emit(ev, answer="A full-time Band C employee with 6 years' service gets %s days of annual leave a year "
                "(section 1.1, 'More than 5 years'), plus public holidays." % days)
