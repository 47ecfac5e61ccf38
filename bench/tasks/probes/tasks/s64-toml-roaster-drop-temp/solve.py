import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import re

ws, ev = ek.solve_args()
p = os.path.join(ws, "roastery", "profiles.toml")
lines = ek.read(p).split("\n")
section = None
for i, line in enumerate(lines):
    s = line.strip()
    if s.startswith("["):
        section = s
    elif section == "[profiles.colombia_huila_medium]" and re.match(r"drop_temp_c\s*=", s):
        lines[i] = re.sub(r"=\s*\d+(\.\d+)?", "= 209", line, count=1)
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
ek.emit(ev, answer="Set drop_temp_c = 209 in [profiles.colombia_huila_medium] of roastery/profiles.toml.", artifacts=["roastery/profiles.toml"])
