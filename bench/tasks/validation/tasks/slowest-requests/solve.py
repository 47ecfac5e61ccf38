import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
rows = []
for line in open(os.path.join(ws, "logs", "app.log")):
    f = dict(kv.split("=", 1) for kv in line.split() if "=" in kv)
    if " request " in line:
        rows.append((int(f["duration_ms"]), f["id"]))
write(os.path.join(ws, "slowest.txt"), "\n".join(i for _, i in sorted(rows, reverse=True)[:5]))
emit(ev, answer="Wrote slowest.txt")
