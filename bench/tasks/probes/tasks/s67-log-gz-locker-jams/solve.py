import collections
import glob
import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
counts = collections.Counter()
for path in sorted(glob.glob(os.path.join(ws, "logs", "lockers.log*"))):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            m = re.match(r"(\d{4}-\d{2}-\d{2})T\S+ \S+ locker=(\S+) event=JAM(?:\s|$)", line)
            if m and "2025-05-12" <= m.group(1) <= "2025-05-18":
                counts[m.group(2)] += 1

locker, n = counts.most_common(1)[0]
ek.emit(ev, answer=f"{locker} had the most jams: {n}.")
