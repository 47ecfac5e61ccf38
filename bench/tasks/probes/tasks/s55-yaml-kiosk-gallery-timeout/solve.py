import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "kiosk", "screens.yaml")
lines = read(p).split("\n")
in_g2 = False
for i, l in enumerate(lines):
    if l.startswith("  ") and not l.startswith("    ") and l.strip():
        in_g2 = l.strip() == "gallery2:"
    if in_g2 and l.strip().startswith("idle_timeout:"):
        lines[i] = "    idle_timeout: 180"
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
emit(ev, answer="Set gallery2's idle_timeout to 180 seconds (3 minutes) in kiosk/screens.yaml.", artifacts=["kiosk/screens.yaml"])
