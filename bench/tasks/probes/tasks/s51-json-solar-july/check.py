import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# July 2025 total over the 31 July files (the folder also holds 27-30 June and 1-3 August), hourly Wh summed and
# divided by 1000; accepted within 0.051 kWh (one-decimal rounding). Best July day is 19 July (the setup forces it);
# its kWh within 0.051. Workspace unchanged.
DATE_RE = re.compile(r"2025-07-19|\b19(th)?\s+(of\s+)?jul|\bjul[a-z]*\.?\s+19(th)?\b|\b19/0?7\b|\b19\.0?7\b")


def expected(pws):
    total, per_day = 0, {}
    folder = os.path.join(pws, "inverter", "daily")
    for name in sorted(os.listdir(folder)):
        rec = json.load(open(os.path.join(folder, name)))
        if rec["date"].startswith("2025-07-"):
            per_day[rec["date"]] = sum(i["wh"] for i in rec["intervals"])
    total = sum(per_day.values())
    best = max(per_day, key=per_day.get)
    return total / 1000.0, best, per_day[best] / 1000.0


def check(ws, ev):
    pws, _ = pristine(__file__)
    total, best, best_kwh = expected(pws)
    require(best == "2025-07-19", "setup changed: best day %s" % best)
    ans = require_answer(ev)
    require(has_number(ans, total, tol=0.051), "answer does not give the July total %.1f kWh" % total)
    require(DATE_RE.search(norm(ans)), "answer does not name 19 July as the best day")
    require(has_number(ans, best_kwh, tol=0.051), "answer does not give the best day's %.1f kWh" % best_kwh)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "July %.1f kWh, best 19 July %.1f kWh" % (total, best_kwh)

run_check(check)
