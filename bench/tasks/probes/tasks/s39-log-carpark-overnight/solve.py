import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
logs = os.path.join(ws, "logs")
lines = []
for name in ("staff-barrier.log.2.gz", "staff-barrier.log.1", "staff-barrier.log"):
    p = os.path.join(logs, name)
    if name.endswith(".gz"):
        with gzip.open(p, "rt") as f:
            lines += f.read().splitlines()
    else:
        lines += read(p).splitlines()
inside = {}
for l in lines:
    m = re.match(r"(\S+) (\S+) (IN|OUT)\s+gate=\S+ plate=(.+?) result=(\w+)", l)
    if not m or m.group(1) != "2025-03-14" or m.group(5) != "OPEN":
        continue
    plate = m.group(4).replace(" ", "")
    if m.group(3) == "IN":
        inside[plate] = True
    elif plate in inside:
        inside[plate] = False
left_in = [p[:4] + " " + p[4:] for p, v in inside.items() if v]
emit(ev, answer="Still in the staff car park at the end of 14 March 2025:\n" + "\n".join("- " + p for p in left_in))
