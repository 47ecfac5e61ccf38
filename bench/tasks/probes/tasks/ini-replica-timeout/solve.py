import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
path = os.path.join(ws, "config", "reporting.ini")
lines = read(path).splitlines()
sec, old = None, None
for i, l in enumerate(lines):
    m = re.match(r"^\s*\[(.+)\]\s*$", l)
    if m:
        sec = m.group(1)
    elif sec == "replica" and re.match(r"^\s*timeout\s*=", l):
        old = l.split("=", 1)[1].strip()
        lines[i] = "timeout = 90"
write(path, "\n".join(lines))
emit(ev, answer="Changed [replica] timeout from %s to 90 in config/reporting.ini." % old, artifacts=["config/reporting.ini"])
