import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "logrotate.d", "webstack")
lines = read(p).splitlines()
in_access = False
for i, l in enumerate(lines):
    if l.startswith("/var/log/nginx/access.log"):
        in_access = True
    elif l.strip() == "}":
        in_access = False
    elif in_access and l.split()[:1] == ["rotate"]:
        lines[i] = "    rotate 90"
write(p, "\n".join(lines))
emit(ev, answer="Set rotate 90 in the nginx access-log block of logrotate.d/webstack.", artifacts=["logrotate.d/webstack"])
