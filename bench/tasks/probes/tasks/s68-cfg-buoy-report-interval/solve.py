import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
B = os.path.join(ws, "buoys")
changed = []
for name in sorted(os.listdir(B)):
    p = os.path.join(B, name)
    if not os.path.isfile(p):
        continue  # skips decommissioned/ (nothing reads it)
    text = ek.read(p)
    if name.endswith((".yaml", ".yml")):
        if not re.search(r"^basin:\s*north\s*$", text, re.MULTILINE):
            continue
        new = re.sub(r"^(\s+report_interval_s:\s*)300\s*$", r"\g<1>900", text, flags=re.MULTILINE)
        ek.write(p, new)
        changed.append("buoys/" + name)
    elif name.endswith(".json"):
        cfg = json.loads(text)
        if cfg.get("basin") != "north":
            continue
        cfg["telemetry"]["report_every_min"] = 15
        ek.write(p, json.dumps(cfg, indent=2))
        changed.append("buoys/" + name)

ek.emit(ev, answer=f"Set the north basin buoys ({', '.join(changed)}) to report every 15 minutes; "
        "the south basin and decommissioned configs are unchanged.", artifacts=changed)
