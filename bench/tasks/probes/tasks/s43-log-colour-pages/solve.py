import gzip
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "logs", "cups")
tot = Counter()
for name in ("page_log", "page_log.1", "page_log.2.gz"):
    p = os.path.join(d, name)
    text = gzip.open(p, "rt").read() if name.endswith(".gz") else read(p)
    for line in text.splitlines():
        f = line.split()
        if len(f) > 6 and f[0] == "Canon_C3530_Colour" and f[5] == "total" and "/Feb/2025:" in f[3]:
            tot[f[1]] += int(f[6])
user, n = tot.most_common(1)[0]
emit(ev, answer="%s printed the most on Canon_C3530_Colour in February 2025: %d pages." % (user, n))
