import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "printer.cfg")
lines = read(p).splitlines()
section = None
for i, l in enumerate(lines):
    s = l.strip()
    if s.startswith("[") and s.endswith("]"):
        section = s[1:-1].strip()
    elif section == "extruder1" and s.replace(" ", "").startswith("max_temp:"):
        lines[i] = "max_temp: 285"
write(p, "\n".join(lines))
emit(ev, answer="Set max_temp to 285 in the [extruder1] section of printer.cfg.", artifacts=["printer.cfg"])
