import gzip
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
logs = os.path.join(ws, "logs")
total, parts = 0, []
for n in sorted(os.listdir(logs)):
    if not n.startswith("app.log"):
        continue
    p = os.path.join(logs, n)
    text = gzip.open(p, "rt").read() if n.endswith(".gz") else read(p)
    c = sum(1 for l in text.splitlines() if " ERROR " in l and "gateway timeout" in l)
    parts.append("%s: %d" % (n, c))
    total += c
emit(ev, answer="Total: %d ERROR lines mention gateway timeout (%s)." % (total, ", ".join(parts)))
