"""Reference solution: sessions with capacity > 250 -> resurface_every_min = 60, line edit only."""
import os
import re
import sys
import tomllib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
notes = ek.read(os.path.join(ws, "rink", "ICE_CREW_NOTES.md"))
m = re.search(r"capacity of\s+\**more than (\d+)\**.*?every \**(\d+) minutes", notes, re.DOTALL)
limit, interval = int(m.group(1)), int(m.group(2))

p = os.path.join(ws, "rink", "schedule.toml")
text = ek.read(p)
sessions = tomllib.loads(text)["sessions"]
targets = {f"[sessions.{k}]" for k, v in sessions.items() if v.get("capacity", 0) > limit}

lines = text.split("\n")
section = None
for i, line in enumerate(lines):
    s = line.strip()
    if s.startswith("["):
        section = s
    elif section in targets and re.match(r"resurface_every_min\s*=", s):
        lines[i] = re.sub(r"=\s*\d+", f"= {interval}", line, count=1)
ek.write(p, "\n".join(lines), newline_at_end=False)
ek.emit(ev, answer=f"Set resurface_every_min = {interval} for {', '.join(sorted(targets))} (capacity over "
                   f"{limit}); everything else unchanged.", artifacts=["rink/schedule.toml"])
