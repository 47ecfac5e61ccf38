import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
path = os.path.join(ws, "portal", "config", "auth.toml")
NEW = {"password": {"min_length": "14", "max_age_days": "0", "history": "5"},
       "lockout": {"threshold": "8", "duration_minutes": "15"}}
out, sec = [], None
for line in read(path).splitlines():
    m = re.match(r"\s*\[([^\]]+)\]", line)
    if m:
        sec = m.group(1).strip()
    m = re.match(r"(\s*)([A-Za-z_]+)(\s*=\s*)(\S+)(.*)$", line)
    if m and sec in NEW and m.group(2) in NEW[sec]:
        line = m.group(1) + m.group(2) + m.group(3) + NEW[sec][m.group(2)] + m.group(5)
    out.append(line)
write(path, "\n".join(out))
emit(ev, answer="Updated portal/config/auth.toml to IAS-07 version 4 (effective 1 March 2025):\n"
                "- [password] min_length 10 -> 14 (minimum 14 characters)\n"
                "- [password] max_age_days 60 -> 0 (no scheduled expiry; 0 turns it off)\n"
                "- [password] history 3 -> 5 (last 5 passwords may not be reused)\n"
                "- [lockout] threshold 5 -> 8 (lock after 8 failed attempts)\n"
                "- [lockout] duration_minutes 10 -> 15 (lock lasts 15 minutes)\n"
                "require_mfa was already true. [session] and [api_tokens] are unchanged.",
     artifacts=["portal/config/auth.toml"])
