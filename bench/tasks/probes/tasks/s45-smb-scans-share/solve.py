import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "samba", "smb.conf")
out, section = [], None
for line in read(p).splitlines():
    s = line.strip()
    if s.startswith("["):
        section = s
    if section == "[Scans]" and s.replace(" ", "").lower() == "browsable=yes":
        line = "   browseable = no"
    elif section == "[Scans]" and s.startswith("create mask"):
        out.append("   valid users = @scanners")
    out.append(line)
write(p, "\n".join(out) + "\n")
emit(ev, answer="In samba/smb.conf [Scans] now has `browseable = no` (it was `browsable = yes`, the same option "
                "spelled differently) and `valid users = @scanners`; comments and the other shares are unchanged.")
