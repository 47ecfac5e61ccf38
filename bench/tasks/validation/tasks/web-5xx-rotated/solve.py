import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import gzip
from collections import Counter

ws, ev = solve_args()
c = Counter()
for name in ("access.log", "access.log.1", "access.log.2.gz"):
    p = os.path.join(ws, "logs", name)
    f = gzip.open(p, "rt") if name.endswith(".gz") else open(p)
    for line in f:
        parts = line.split('"')
        path, status = parts[1].split()[1], parts[2].split()[0]
        if status.startswith("5"):
            c[path] += 1
    f.close()
path, k = c.most_common(1)[0]
emit(ev, answer="%d requests returned a 5xx status; the path with the most was %s (%d)." % (sum(c.values()), path, k))
