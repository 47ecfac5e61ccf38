import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import gzip, re
from collections import Counter

ws, ev = ek.solve_args()
logdir = os.path.join(ws, "logs")
counts = Counter()
seen = set()
pat = re.compile(r"^(2025-05-\d{2}) (\S+) (W\d{2}) FAULT E21 (.*)$")  # E21 exactly (not E210), May only
for name in sorted(os.listdir(logdir)):
    if not name.startswith("washctl.log"):
        continue
    p = os.path.join(logdir, name)
    opener = gzip.open if name.endswith(".gz") else open
    with opener(p, "rt", encoding="utf-8") as f:  # read only, logs stay as they are
        for line in f:
            line = line.rstrip("\n")
            m = pat.match(line)
            if not m or "mode=service" in m.group(4):  # engineer's test runs don't count
                continue
            if line in seen:  # in case rotated files overlap
                continue
            seen.add(line)
            counts[m.group(3)] += 1
want = sorted(m for m, n in counts.items() if n > 3)
ek.write(os.path.join(ws, "service_list.txt"), "\n".join(want))
print(dict(counts), want)
