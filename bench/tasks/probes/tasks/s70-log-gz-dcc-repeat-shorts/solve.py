import gzip, os, re, sys
from collections import Counter
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
c = Counter()
d = os.path.join(ws, "logs")
for n in os.listdir(d):
    p = os.path.join(d, n)
    text = gzip.open(p, "rt").read() if n.endswith(".gz") else open(p).read()
    for line in text.splitlines():
        m = re.match(r"2025-03-\d\d \S+ WARN\s+SHORT district=(\S+) loco=(\d+)", line)
        if m and m.group(1) != "PROG":
            c[int(m.group(2))] += 1
ek.write(os.path.join(ws, "shorts_march.txt"), "\n".join(str(k) for k in sorted(k for k, v in c.items() if v > 1)))
