import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Runs only ("running"/"Running"; cycling and walking out), ids a2412266 and a2501155 appear twice (the second
# copy has its keys in reverse order), distance_km until 30 Dec and distance_m (metres) from 2 Jan; ISO weeks:
# Mon 30 Dec 2024 is 2025-W01 (strftime %Y-W%W gives 2024-W53); a2501134 starts Mon 13 Jan 00:20 +01:00, which is
# Sunday 12 Jan in UTC (a UTC reading makes a 2025-W02 row); W02 has only walks. Longest run 21.13 km on
# 19 Jan 2025 (an 60.3 km ride on 18 Jan is longer).
EXPECTED = [("2024-W51", 3, 27.97), ("2024-W52", 2, 18.31), ("2025-W01", 3, 29.23), ("2025-W03", 3, 36.14)]
DATE = re.compile(r"2025-01-19|\b19(st|nd|rd|th)?\s+(of\s+)?jan|\bjan[a-z]*\.?\s+19(th)?\b|\b19[./-]0?1[./-]|"
                  r"\b0?1/19/", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    path = os.path.join(ws, "weekly_running.csv")
    require(os.path.isfile(path), "weekly_running.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["week", "runs", "km"],
            "header should be week,runs,km: %r" % (rows[0] if rows else None,))
    got = []
    for r in rows[1:]:
        require(len(r) == 3, "row %r does not have 3 columns" % (r,))
        m = re.fullmatch(r"(\d{4})-?W(\d{1,2})", r[0], re.I)
        require(m, "week %r is not written like 2025-W07" % r[0])
        n, km = parse_number(r[1]), parse_number(r[2])
        require(n is not None and km is not None, "row %r has no numbers" % (r,))
        got.append(("%s-W%02d" % (m.group(1), int(m.group(2))), n, km))
    weeks = [g[0] for g in got]
    want = [e[0] for e in EXPECTED]
    require(sorted(weeks) == sorted(want), "weeks %s, expected %s" % (weeks, want))
    require(weeks == want, "weeks are not in order: %s" % weeks)
    for g, e in zip(got, EXPECTED):
        require(g[1] == e[1], "%s: %s runs, expected %d" % (e[0], g[1], e[1]))
        require(abs(g[2] - e[2]) <= 0.06 and abs(g[2] * 10 - round(g[2] * 10)) < 1e-6,
                "%s: km %s, expected %.1f (1 decimal)" % (e[0], g[2], round(e[2], 1)))
    ans = last_answer(ev)
    require(DATE.search(ans), "answer does not give the longest run's date (19 January 2025)")
    require(any(abs(v - 21.13) <= 0.031 for v in numbers_in(ans, words=False)),
            "answer does not give the longest run's distance (21.1 km)")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 weeks right; longest run 21.1 km on 19 Jan"

run_check(check)
