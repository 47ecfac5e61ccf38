import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
LINE = re.compile(r'^(\S+) \S+ \S+ \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) ')
n, ips = 0, set()
for name in ("access.log", "access.log.1", "access.log.2.gz"):
    p = os.path.join(ws, "logs", name)
    text = gzip.open(p, "rt").read() if name.endswith(".gz") else read(p)
    for l in text.splitlines():
        m = LINE.match(l)
        if m and m.group(3).split("?")[0] == "/api/orders" and m.group(4).startswith("5"):
            n += 1
            ips.add(m.group(1))
emit(ev, answer="%d requests to /api/orders got a 5xx status, from %d distinct client IPs." % (n, len(ips)))
