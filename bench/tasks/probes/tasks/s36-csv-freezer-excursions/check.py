import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Freezer A only (B has a warm hour on the 14th). Reported: 14 Nov 12:00-12:45 (-11.2); 14 Nov 23:40 -> 15 Nov
# 00:25 across the two files (-12.4; per-file processing gives 15 + 25 min, neither reported); 15 Nov 09:00-09:30
# exactly 30 min (-14.2); 15 Nov 18:05-18:50 with the 18:30 row missing (-12.6). Not: 07:10-07:35 (25 min), a
# single -9.0 spike, 14:00-14:40 split by a reading of exactly -15.0 (>= would merge it into 40 min). The 15 Nov
# file starts with a comment line.
EXPECTED = [("2025-11-14 12:00", "2025-11-14 12:45", -11.2), ("2025-11-14 23:40", "2025-11-15 00:25", -12.4),
            ("2025-11-15 09:00", "2025-11-15 09:30", -14.2), ("2025-11-15 18:05", "2025-11-15 18:50", -12.6)]


def ts(s):
    m = re.fullmatch(r"(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::00)?", s.strip())
    return m.group(1) + " " + m.group(2) if m else None


def check(ws, ev):
    path = os.path.join(ws, "excursions.csv")
    require(os.path.isfile(path), "excursions.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["start", "end", "max_temp"], "header is not start,end,max_temp")
    got = []
    for r in rows[1:]:
        require(len(r) == 3, "row %s does not have 3 columns" % r)
        s, e = ts(r[0]), ts(r[1])
        require(s and e, "row %s: times are not YYYY-MM-DD HH:MM" % r)
        m = re.fullmatch(r"\+?(-?\d+(?:\.\d+)?)\s*(?:\u00b0?\s*C)?", r[2])
        require(m, "max_temp %r is not a number" % r[2])
        got.append((s, e, float(m.group(1))))
    require([(s, e) for s, e, _ in got] == [(s, e) for s, e, _ in EXPECTED],
            "excursions are %s, expected %s" % ([(s, e) for s, e, _ in got], [(s, e) for s, e, _ in EXPECTED]))
    for (s, e, v), (_, _, w) in zip(got, EXPECTED):
        require(abs(v - w) < 0.001, "max_temp for %s is %s, expected %s" % (s, v, w))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 freezer A excursions"

run_check(check)
