import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "mc-server", "logs", "2025-03-15-2.log.gz")
online = []
for line in gzip.open(p, "rt").read().splitlines():
    m = re.match(r"\[[\d:]+\] \[Server thread/INFO\]: (\w+) (joined|left) the game$", line)
    if m and m.group(2) == "joined":
        online.append(m.group(1))
    elif m:
        online.remove(m.group(1))
    if "Considering it to be crashed" in line:
        break
emit(ev, answer="When the server crashed at 23:47 on Saturday 15 March (logs/2025-03-15-2.log.gz), these players "
                "were online: " + ", ".join(online) + ".")
