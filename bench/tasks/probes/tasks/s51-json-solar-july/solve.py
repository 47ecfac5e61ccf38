import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
per_day = {}
for p in sorted(glob.glob(os.path.join(ws, "inverter", "daily", "2025-07-*.json"))):
    rec = json.load(open(p))
    per_day[rec["date"]] = sum(i["wh"] for i in rec["intervals"]) / 1000.0
best = max(per_day, key=per_day.get)
emit(ev, answer="July 2025 total: %.1f kWh over %d days. Best day: %s with %.1f kWh."
     % (sum(per_day.values()), len(per_day), best, per_day[best]))
