import csv
import datetime
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
out = []
for p in sorted(glob.glob(os.path.join(ws, "incidents", "INC-2025-*.docx"))):
    kv = {}
    for t in tables(p):
        if t[0][:2] == ["Field", "Value"]:
            kv = {r[0].strip(): r[1].strip() for r in t[1:]}
    ds = kv["Date"]
    try:
        date = datetime.date.fromisoformat(ds)
    except ValueError:
        date = datetime.datetime.strptime(ds, "%d %B %Y").date()
    h = re.search(r"(\d+)\s*h", kv["Duration of outage"])
    m = re.search(r"(\d+)\s*min", kv["Duration of outage"])
    mins = (int(h.group(1)) * 60 if h else 0) + (int(m.group(1)) if m else 0)
    out.append([kv["Incident ID"], date.isoformat(), kv["Severity"], kv["Service"], mins])
out.sort(key=lambda r: r[1])
with open(os.path.join(ws, "incidents_2025.csv"), "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["incident_id", "date", "severity", "service", "duration_minutes"])
    w.writerows(out)
emit(ev, answer="Wrote incidents_2025.csv with %d incidents." % len(out), artifacts=["incidents_2025.csv"])
