import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
c = collections.Counter()
for line in read(os.path.join(ws, "logs", "access.log")).splitlines():
    parts = line.split('"')
    c[parts[2].split()[0]] += 1
out = ["%s: %d" % (k, c[k]) for k in sorted(c, key=int)] + ["total: %d" % sum(c.values())]
write(os.path.join(ws, "status_counts.txt"), "\n".join(out))
emit(ev, answer="Wrote status_counts.txt:\n" + "\n".join(out), artifacts=["status_counts.txt"])
