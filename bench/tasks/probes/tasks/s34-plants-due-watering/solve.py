import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
day = datetime.date(2025, 4, 10)
plants, cur = [], None
for line in read(os.path.join(ws, "plants.yaml")).splitlines():
    if line.lstrip().startswith("#"):
        continue
    m = re.match(r"\s*(-\s+)?(\w+):\s*(.*?)\s*$", line)
    if not m:
        continue
    if m.group(1):
        cur = {}
        plants.append(cur)
    if cur is not None:
        cur[m.group(2)] = m.group(3)
due = []
for p in plants:
    n, unit = re.match(r"(\d+)\s*(day|week)", p["every"]).groups()
    days = int(n) * (7 if unit == "week" else 1)
    if datetime.date.fromisoformat(p["last_watered"]) + datetime.timedelta(days=days) <= day:
        due.append(p["name"])
due.sort(key=str.lower)
write(os.path.join(ws, "water_today.txt"), "\n".join(due))
emit(ev, answer="Due on 10 April: " + ", ".join(due) + " (written to water_today.txt).", artifacts=["water_today.txt"])
