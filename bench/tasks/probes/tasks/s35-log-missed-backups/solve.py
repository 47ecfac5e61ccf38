import datetime
import gzip
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
logs = os.path.join(ws, "logs")
ok = set()
for name in ("backup.log", "backup.log.1", "backup.log.2.gz"):
    p = os.path.join(logs, name)
    text = gzip.open(p, "rt").read() if name.endswith(".gz") else open(p).read()
    for line in text.splitlines():
        m = re.match(r"(\d{4}-\d{2}-\d{2}) \S+ INFO\s+\[nightly\] backup finished: status=OK", line)
        if m:
            ok.add(m.group(1))
missed = []
d = datetime.date(2025, 3, 1)
while d.month == 3:
    if d.isoformat() not in ok:
        missed.append(d.isoformat())
    d += datetime.timedelta(days=1)
write(os.path.join(ws, "missed_backups.txt"), "\n".join(missed))
emit(ev, answer="Missed nightly backups in March: " + ", ".join(missed), artifacts=["missed_backups.txt"])
