import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
KV = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$")
env_path = os.path.join(ws, "app", ".env")
have = {m.group(1) for m in map(KV.match, read(env_path).splitlines()) if m}
add = []
for l in read(os.path.join(ws, "app", ".env.example")).splitlines():
    m = KV.match(l)
    if m and m.group(1) not in have:
        add.append(l.strip())
text = read(env_path)
if not text.endswith("\n"):
    text += "\n"
write(env_path, text + "\n".join(add))
emit(ev, answer="Added to app/.env: " + ", ".join(a.split("=")[0] for a in add), artifacts=["app/.env"])
