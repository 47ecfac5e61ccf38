import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "irrigation.toml")
lines = read(p).splitlines()
table, start = None, None
for i, l in enumerate(lines):
    s = l.split("#", 1)[0].strip()
    if s.startswith("["):
        table, start = s.strip("[]"), None
    elif s.startswith("start"):
        start = s.split("=", 1)[1].strip().strip('"')
    elif s.startswith("minutes") and table == "zones.greenhouse.runs" and start == "19:30":
        lines[i] = l.replace("12", "20")
write(p, "\n".join(lines))
emit(ev, answer="Set the greenhouse's 19:30 evening run to 20 minutes in irrigation.toml.", artifacts=["irrigation.toml"])
