import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "config", "scheduler.toml")
lines = ek.read(p).split("\n")
section = None
for i, line in enumerate(lines):
    s = line.strip()
    if s.startswith("["):
        section = s
    elif section == "[targets.m51]" and s.startswith("exposure_s"):
        lines[i] = "exposure_s = 360"
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
ek.emit(ev, answer="Changed exposure_s to 360 under [targets.m51] in config/scheduler.toml.", artifacts=["config/scheduler.toml"])
