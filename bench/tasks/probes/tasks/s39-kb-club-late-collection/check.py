import csv
import datetime
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Policy from 1 Sept 2025: closes 18:00 Mon-Thu, 17:00 Fri (5 and 12 Sept are Fridays); no charge up to closing + 5
# min; then \u00a35 per started 15 minutes from closing. Boundaries: 18:05 -> 0, 18:06 -> 5, 18:15 -> 5, 18:16 -> 10,
# 18:45 -> 15, 18:47 -> 20; Friday 17:04/17:05 -> 0, 17:20 -> 10, 17:40 -> 15, 17:55 -> 20 (a Mon-Thu reading gives 0).
# The superseded 2024 policy (\u00a31 a minute, no grace) and the holiday club's rates give other charges.
EXPECTED = {
    ("alfie shaw", "2025-09-01"): 0, ("maya osei", "2025-09-01"): 0, ("oscar lind", "2025-09-02"): 5,
    ("alfie shaw", "2025-09-03"): 5, ("isla kerr", "2025-09-03"): 10, ("maya osei", "2025-09-04"): 10,
    ("oscar lind", "2025-09-05"): 0, ("isla kerr", "2025-09-05"): 15, ("alfie shaw", "2025-09-05"): 20,
    ("noah brennan", "2025-09-08"): 20, ("oscar lind", "2025-09-09"): 0, ("noah brennan", "2025-09-11"): 15,
    ("maya osei", "2025-09-12"): 0, ("noah brennan", "2025-09-12"): 10, ("isla kerr", "2025-09-12"): 0,
}


def iso(s):
    s = s.strip()
    for fmt in ("%Y-%m-%d", "%d/%m/%Y", "%d-%m-%Y", "%d %B %Y", "%d %b %Y", "%a %d %b %Y", "%A %d %B %Y"):
        try:
            return datetime.datetime.strptime(s, fmt).date().isoformat()
        except ValueError:
            pass
    return None


def money(s):
    if re.fullmatch(r"\s*(free|nil|none|-)?\s*", s, re.I):
        return 0.0
    return parse_number(s.replace("\u00a3", ""))


def check(ws, ev):
    path = os.path.join(ws, "late_charges.csv")
    require(os.path.isfile(path), "late_charges.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["child", "date", "charge"], "header is not child,date,charge")
    got = {}
    for r in rows[1:]:
        require(len(r) == 3, "row %s does not have 3 columns" % r)
        d = iso(r[1])
        require(d, "date %r is not a date" % r[1])
        key = (" ".join(r[0].split()).lower(), d)
        require(key not in got, "%s on %s listed twice" % key)
        v = money(r[2])
        require(v is not None, "charge %r for %s on %s is not a number" % (r[2], r[0], d))
        got[key] = v
    require(sorted(got) == sorted(EXPECTED), "rows are %s, expected one per pickup %s" % (sorted(got), sorted(EXPECTED)))
    wrong = ["%s %s: %.2f (expected %.2f)" % (k[0], k[1], got[k], v) for k, v in sorted(EXPECTED.items()) if abs(got[k] - v) > 0.001]
    require(not wrong, "wrong charges: %s" % "; ".join(wrong))
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "pickups.csv"), os.path.join(ws, "pickups.csv")), "pickups.csv was changed")
    return "15 pickups charged"

run_check(check)
