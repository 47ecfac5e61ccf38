import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
path = os.path.join(ws, "backup.ini")
lines = read(path).splitlines()
section = None
for i, line in enumerate(lines):
    s = line.strip()
    m = re.match(r"\[(.+)\]$", s)
    if m:
        section = m.group(1).strip()
    elif section == "photos" and re.match(r"keep_daily\s*=", s):
        lines[i] = "keep_daily = 21"
write(path, "\n".join(lines))
emit(ev, answer="Set keep_daily = 21 in the [photos] section of backup.ini; nothing else changed.", artifacts=["backup.ini"])
