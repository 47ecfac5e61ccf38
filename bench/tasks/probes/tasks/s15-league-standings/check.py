import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# league games only (5 County Cup ties in the same sheet), "P-P" postponed game not played,
# names folded ("hollins park", "Hollins Park ", " Castle Vale", "Castle vale", ...); Riverside Rovers and
# Hollins Park are level on 12 points and Riverside's goal difference (-2) is better than Hollins' (-3)
EXPECTED = [("millbrook athletic", 10, 19, 6), ("castle vale", 9, 18, 9), ("riverside rovers", 10, 12, -2),
            ("hollins park", 9, 12, -3), ("brookfield united", 10, 10, -2), ("ashby wanderers", 10, 7, -8)]


def num(s, what):
    v = s.strip().replace("\u2212", "-")
    require(re.fullmatch(r"[+-]?\d+", v), "%s %r is not a whole number" % (what, s))
    return int(v)


def check(ws, ev):
    path = os.path.join(ws, "standings.csv")
    require(os.path.isfile(path), "standings.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows, "standings.csv is empty")
    require([c.lower() for c in rows[0]] == ["team", "played", "points", "goal_difference"],
            "header is %r, expected team,played,points,goal_difference" % (rows[0],))
    got = []
    for r in rows[1:]:
        require(len(r) == 4, "row %r does not have 4 columns" % (r,))
        got.append((" ".join(r[0].lower().split()), num(r[1], "played"), num(r[2], "points"), num(r[3], "goal_difference")))
    names = [g[0] for g in got]
    require(sorted(names) == sorted(e[0] for e in EXPECTED),
            "teams are %s (one row per team, names merged, expected 6)" % names)
    want = {e[0]: e for e in EXPECTED}
    for g in got:
        require(g == want[g[0]], "%s: got played/points/gd %s, expected %s" % (g[0], g[1:], want[g[0]][1:]))
    require(names == [e[0] for e in EXPECTED], "order is %s, expected points then goal difference" % names)
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "league table correct and ordered"

run_check(check)
