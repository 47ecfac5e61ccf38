import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "vpn", "wg0.conf")
lines = read(p).split("\n")
out, skip = [], False
for i, line in enumerate(lines):
    if line.startswith("# Jamie Fraser - ThinkPad X1"):
        skip = True
        continue
    if skip:
        if line.strip() == "":
            skip = False
        continue
    out.append(line)
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(out))
emit(ev, answer="Removed the [Peer] for Jamie Fraser's ThinkPad X1 Carbon (10.8.0.12) from vpn/wg0.conf. "
     "Reload with `sudo systemctl reload wg-quick@wg0`.", artifacts=["vpn/wg0.conf"])
