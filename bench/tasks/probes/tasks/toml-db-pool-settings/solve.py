import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
path = os.path.join(ws, "config", "service.toml")
lines = read(path).splitlines()
sec, out, insert_at = None, [], None
for l in lines:
    m = re.match(r"^\s*\[+([^\]]+)\]+\s*$", l)
    if m:
        sec = m.group(1).strip()
    elif sec == "database.pool" and re.match(r"^\s*max_size\s*=", l):
        l = "max_size = 40"
        insert_at = len(out) + 1
    out.append(l)
out.insert(insert_at, "idle_timeout = 300")
write(path, "\n".join(out))
emit(ev, answer="Set [database.pool] max_size = 40 and added idle_timeout = 300 in config/service.toml.",
     artifacts=["config/service.toml"])
