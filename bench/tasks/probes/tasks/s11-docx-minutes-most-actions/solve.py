import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
counts = {}
for f in sorted(os.listdir(os.path.join(ws, "minutes"))):
    n = 0
    for t in tables(os.path.join(ws, "minutes", f)):
        if "Owner" in t[0]:
            c = t[0].index("Owner")
            n += sum(1 for r in t[1:] if r[c].strip() in ("Ines Carvalho", "I. Carvalho"))
    counts[f] = n
best = max(counts, key=counts.get)
emit(ev, answer="%s: %d action items for Ines Carvalho.\n" % (best, counts[best]) +
     "\n".join("- %s: %d" % (f, n) for f, n in counts.items()))
