import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

import datetime, gzip

d = os.path.join(ws, "defib")
passed = set()
for name in os.listdir(d):
    if not name.startswith("cabinet.log"):
        continue
    p = os.path.join(d, name)
    if name.endswith(".gz"):
        with gzip.open(p, "rt", encoding="utf-8", errors="replace") as f:
            text = f.read()
    else:
        text = ek.read(p)
    for line in text.splitlines():
        m = re.match(r"(\d{4}-\d{2}-\d{2}) \S+ \S+\s+selftest: PASS\b", line)
        if m:
            passed.add(m.group(1))
day, out = datetime.date(2025, 2, 1), []
while day.month == 2:
    if day.isoformat() not in passed:
        out.append(day.isoformat())
    day += datetime.timedelta(days=1)
ek.write(os.path.join(ws, "feb_selftest_issues.txt"), "\n".join(out))
ek.emit(ev, answer="Days in February 2025 without a passing self-test:\n" + "\n".join(out),
        artifacts=["feb_selftest_issues.txt"])
