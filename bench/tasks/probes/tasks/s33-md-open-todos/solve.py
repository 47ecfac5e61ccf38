import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
root = os.path.join(ws, "notes")
paths = sorted(p for p in list_files(root) if p.endswith(".md") and not p.startswith("archive/"))
out = []
for p in paths:
    fence = False
    for line in read(os.path.join(root, p)).splitlines():
        if line.strip().startswith("```"):
            fence = not fence
            continue
        m = re.match(r"\s*[-*] \[ \]\s+(.*\S)", line)
        if m and not fence:
            out.append("- [ ] %s (%s)" % (m.group(1), p))
write(os.path.join(ws, "open_todos.md"), "\n".join(out))
emit(ev, answer="You have %d open to-dos; they are listed in open_todos.md." % len(out), artifacts=["open_todos.md"])
