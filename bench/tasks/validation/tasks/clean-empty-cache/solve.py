import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
n = 0
for rel in list_files(os.path.join(ws, "cache")):
    p = os.path.join(ws, "cache", rel)
    if os.path.getsize(p) == 0:
        os.remove(p)
        n += 1
emit(ev, answer="Deleted %d empty files under cache/." % n)
