import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "invoices")
n = 0
for name in sorted(os.listdir(d)):
    m = re.fullmatch(r"\d{4}-\d\d_(.+)_INV\d+\.pdf", name)
    if m:
        os.makedirs(os.path.join(d, m.group(1)), exist_ok=True)
        os.rename(os.path.join(d, name), os.path.join(d, m.group(1), name))
        n += 1
emit(ev, answer="Moved %d invoices into client folders under invoices/." % n)
