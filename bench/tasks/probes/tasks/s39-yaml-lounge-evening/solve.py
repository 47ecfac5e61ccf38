import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "heating.yaml")
lines = read(p).splitlines()
path = {}
for i, l in enumerate(lines):
    s = l.strip()
    if not s or s.startswith("#"):
        continue
    ind = len(l) - len(l.lstrip())
    key = s.split(":", 1)[0]
    path = {k: v for k, v in path.items() if k < ind}
    path[ind] = key
    keys = [path[k] for k in sorted(path)]
    if keys == ["zones", "living_room", "weekday", "evening", "temp"]:
        lines[i] = l.replace("20.5", "21")
write(p, "\n".join(lines))
emit(ev, answer="Set the living room's weekday evening temperature to 21 in heating.yaml.", artifacts=["heating.yaml"])
