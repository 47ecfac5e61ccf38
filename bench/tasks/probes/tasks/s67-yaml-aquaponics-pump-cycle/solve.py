import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
log = ek.read(os.path.join(ws, "greenhouse", "maintenance_log.md"))
entries = re.findall(r"^## (\d{4}-\d{2}-\d{2})[^\n]*\n(.*?)(?=^## |\Z)", log, re.MULTILINE | re.DOTALL)
date, body = max(entries)
body = " ".join(body.split())
m = re.search(r"(grow bed \d+|sump return)\b.*?(\d+) (?:minutes )?on / (\d+) (?:minutes )?off", body, re.IGNORECASE)
block = m.group(1).lower().replace(" ", "_")
values = {"on_minutes": m.group(2), "off_minutes": m.group(3)}

path = os.path.join(ws, "greenhouse", "controller", "aquaponics.yaml")
lines = ek.read(path).split("\n")
current, changed = None, 0
for i, line in enumerate(lines):
    b = re.match(r"  (\w+):\s*$", line)
    if b:
        current = b.group(1)
    elif not line.startswith("  "):
        current = None
    k = re.match(r"(    (\w+):\s*)(\d+)(.*)$", line)
    if current == block and k and k.group(2) in values:
        lines[i] = k.group(1) + values[k.group(2)] + k.group(4)
        changed += 1
ek.require(changed == 2, f"did not find {block} on/off lines")
with open(path, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
ek.emit(ev, answer=f"{block} set to {values['on_minutes']} on / {values['off_minutes']} off (log entry {date}).")
