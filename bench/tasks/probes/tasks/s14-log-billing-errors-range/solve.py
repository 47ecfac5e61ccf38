import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
rows = []
for name in ("billing.log", "billing.log.1", "billing.log.2"):
    for l in read(os.path.join(ws, "logs", name)).splitlines():
        parts = l.split()
        if len(parts) > 2 and parts[2] == "ERROR" and "2025-03-10" <= parts[0] <= "2025-03-12":
            rows.append(((parts[0], parts[1]), l))
rows.sort(key=lambda r: r[0])
write(os.path.join(ws, "errors_2025-03-10_to_12.log"), "\n".join(l for _, l in rows))
emit(ev, answer="Saved %d ERROR lines (10-12 March, from billing.log.2, .1 and billing.log) to "
                "errors_2025-03-10_to_12.log." % len(rows), artifacts=["errors_2025-03-10_to_12.log"])
