"""Reference solution: count distinct birds with an ARRIVAL for the Exeter race across all logs."""
import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
loft = os.path.join(ws, "loft")

code = None
for line in ek.read(os.path.join(loft, "races_2025.txt")).splitlines():
    parts = line.split()
    if parts and not line.startswith("#") and len(parts) > 1 and parts[1].lower() == "exeter":
        code = parts[0]
assert code

birds = set()
d = os.path.join(loft, "etslog")
for name in sorted(os.listdir(d)):
    p = os.path.join(d, name)
    if name.endswith(".gz"):
        with gzip.open(p, "rt", encoding="utf-8") as f:
            text = f.read()
    else:
        text = ek.read(p)
    for line in text.splitlines():
        m = re.match(r"\S+ \S+ ARRIVAL\s+ring=(\S+) race=(\S+)", line)
        if m and m.group(2) == code:
            birds.add(m.group(1))

ek.emit(ev, answer=f"{len(birds)} birds were clocked in the Exeter race ({code}).")
