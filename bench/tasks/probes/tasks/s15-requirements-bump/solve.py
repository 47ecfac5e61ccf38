import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "requirements.txt")
NEW = {"requests": "2.32.3", "jinja2": "3.1.4"}
old, out = {}, []
for line in read(p).splitlines():
    m = re.match(r"([A-Za-z0-9_.-]+)==([^\s#]+)(.*)$", line)
    if m and m.group(1).lower() in NEW:
        old[m.group(1).lower()] = m.group(2)
        line = "%s==%s%s" % (m.group(1), NEW[m.group(1).lower()], m.group(3))
    out.append(line)
write(p, "\n".join(out))
emit(ev, answer="Updated requirements.txt: requests %s -> 2.32.3, Jinja2 %s -> 3.1.4. requirements-dev.txt untouched."
     % (old["requests"], old["jinja2"]), artifacts=["requirements.txt"])
