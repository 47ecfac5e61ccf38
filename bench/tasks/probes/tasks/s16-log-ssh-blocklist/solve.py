import gzip
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
logs = os.path.join(ws, "logs")
c = Counter()
FAIL = r"Failed password for (?:invalid user )?\S* ?from (\S+) port"
for name in ("auth.log.2.gz", "auth.log.1", "auth.log"):
    p = os.path.join(logs, name)
    text = gzip.open(p, "rt").read() if name.endswith(".gz") else read(p)
    for line in text.splitlines():
        m = re.search(r"message repeated (\d+) times: \[ " + FAIL, line)
        if m:
            c[m.group(2)] += int(m.group(1))
            continue
        m = re.search(FAIL, line)
        if m:
            c[m.group(1)] += 1
ips = sorted(ip for ip, n in c.items() if n >= 5)
write(os.path.join(ws, "blocklist.txt"), "\n".join(ips))
emit(ev, answer="blocklist.txt: " + ", ".join("%s (%d)" % (ip, c[ip]) for ip in ips), artifacts=["blocklist.txt"])
