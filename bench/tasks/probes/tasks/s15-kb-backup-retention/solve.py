import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
# KB: system register -> payroll-db is Restricted; standard v2.1 -> Restricted 2,555 days
p = os.path.join(ws, "config", "backup.yaml")
lines = read(p).splitlines()
job = None
for i, l in enumerate(lines):
    if l.startswith("  ") and not l.startswith("   ") and l.strip().endswith(":"):
        job = l.strip()[:-1]
    if job == "payroll-db" and l.strip().startswith("retention_days:"):
        lines[i] = "    retention_days: 2555   # Restricted class, data retention standard v2.1"
write(p, "\n".join(lines))
emit(ev, answer="payroll-db is Restricted in the system register; the retention standard (v2.1) requires "
                "2,555 days. Set retention_days: 2555 for payroll-db (was 365).", artifacts=["config/backup.yaml"])
