import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek
import json, re

ws, ev = ek.solve_args()
d = os.path.join(ws, "drone")
callsign, name = {}, None
for line in ek.read(os.path.join(d, "crew.yaml")).splitlines():
    m = re.match(r"\s*-?\s*name:\s*(.+?)\s*$", line)
    if m:
        name = m.group(1)
    m = re.match(r"\s*callsign:\s*(\S+)", line)
    if m and name:
        callsign[name] = m.group(1)
cs = callsign["Priya Nair"]
total, n = 0, 0
for line in ek.read(os.path.join(d, "flights.jsonl")).splitlines():
    if not line.strip():
        continue
    f = json.loads(line)
    if f["callsign"] != cs or not f["date"].startswith("2025-06") or f["type"] == "sim":
        continue
    h0, m0 = map(int, f["takeoff"].split(":"))
    h1, m1 = map(int, f["landing"].split(":"))
    total += (h1 * 60 + m1) - (h0 * 60 + m0)
    n += 1
ek.emit(ev, answer="Priya Nair (%s) flew %d minutes in June 2025 over %d real flights (simulator sessions excluded)." % (cs, total, n))
