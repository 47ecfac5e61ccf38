import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "backup", "nas-backup.ini")
lines = ek.read(p).split("\n")
section = None
for i, line in enumerate(lines):
    s = line.strip()
    if s.startswith("["):
        section = s
    elif section == "[nightly]" and s.startswith("retention_days"):
        lines[i] = "retention_days = 30"
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write("\n".join(lines))
ek.emit(ev, answer="Set retention_days = 30 in the [nightly] section of backup/nas-backup.ini.", artifacts=["backup/nas-backup.ini"])
