import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
path = os.path.join(ws, "ssh", "config")
out, inblock = [], False
for line in read(path).splitlines():
    s = line.strip()
    if re.match(r"(?i)host\s", s):
        if inblock:
            # insert the new options at the end of the build block (before its trailing blank line)
            while out and not out[-1].strip():
                out.pop()
            out += ["    Port 2222", "    IdentitiesOnly yes", ""]
        inblock = s.split()[1:] == ["build", "build.internal"]
        out.append(line)
        continue
    if inblock and re.match(r"(?i)user\s", s):
        line = "    User ci-runner"
    out.append(line)
write(path, "\n".join(out))
emit(ev, answer="Host build now uses User ci-runner, Port 2222 and IdentitiesOnly yes; other hosts unchanged.",
     artifacts=["ssh/config"])
