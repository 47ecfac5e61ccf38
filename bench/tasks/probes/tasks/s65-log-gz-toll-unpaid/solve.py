import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
logs = os.path.join(ws, "tollgate", "logs")

LINE = re.compile(r"^(\d{4}-\d{2}-\d{2}) \S+ gate=\S+ plate=\S+ class=\d+ tariff=([\d.]+) status=(\w+)\s*$")

count, total = 0, 0.0
for name in sorted(os.listdir(logs)):
    if not name.startswith("gate.log"):
        continue
    path = os.path.join(logs, name)
    opener = gzip.open if name.endswith(".gz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        for line in f:
            m = LINE.match(line)
            if m and m.group(1).startswith("2025-04-") and m.group(3) == "UNPAID":
                count += 1
                total += float(m.group(2))

ek.emit(ev, answer=(
    f"In April 2025 there were {count} UNPAID passages across gate.log, gate.log.1, "
    f"gate.log.2.gz and gate.log.3.gz; their tariffs total \u00a3{total:.2f}."))
