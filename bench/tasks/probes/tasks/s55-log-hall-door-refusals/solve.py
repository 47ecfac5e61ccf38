import collections
import glob
import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
cnt = collections.Counter()
for p in glob.glob(os.path.join(ws, "logs", "door.log*")):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt", encoding="utf-8") as f:
        for line in f:
            m = re.search(r"fob=(\d+) result=DENIED", line)
            if m:
                cnt[m.group(1)] += 1
lines = ["- fob %s: refused %d times" % (k, v) for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], kv[0])) if v >= 3]
emit(ev, answer="Fobs refused three or more times across door.log, door.log.1 and door.log.2.gz:\n" + "\n".join(lines))
