import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Best valid 50m freestyle per swimmer: DQ/dq/DNS rows do not count (Josh's 29.31 and Aiden's 30.12 are DQ, Lewis's
# 27.80 too, so his best is 28.05); "ella price" and "Sofia Marin " are the same swimmers; "0:33.35" and "1:01.20" are m:ss times
# (1:01.20 = 61.20 s, slower than Ruby's 57.85); 50m freestyle typed "50m freestyle"; 100m/25m freestyle, relays,
# backstroke and butterfly (Josh 29.70 back, Hari 26.99 fly) are other events; Megan Doyle swam no 50m freestyle.
EXPECTED = [("Hari Patel", 27.64), ("Lewis Grant", 28.05), ("Josh Mbeki", 29.95), ("Aiden Clarke", 30.88),
            ("Sofia Marin", 33.18), ("Ella Price", 33.47), ("Nadia Hussain", 35.06), ("Ruby Fenwick", 57.85)]


def seconds(s):
    s = s.strip().lower().rstrip("s").strip()
    m = re.fullmatch(r"(?:(\d+):)?(\d+(?:\.\d+)?)", s)
    if not m:
        return None
    return int(m.group(1) or 0) * 60 + float(m.group(2))


def check(ws, ev):
    path = os.path.join(ws, "fastest_50free.csv")
    require(os.path.isfile(path), "fastest_50free.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["swimmer", "time"], "header is not swimmer,time")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        t = seconds(r[1])
        require(t is not None, "time %r for %s is not a time in seconds" % (r[1], r[0]))
        got.append((" ".join(r[0].split()).lower(), t))
    names = [g[0] for g in got]
    want = [n.lower() for n, _ in EXPECTED]
    require(sorted(names) == sorted(want), "swimmers are %s, expected %s" % (names, want))
    wrong = ["%s %.2f (expected %.2f)" % (n, t, dict((a.lower(), b) for a, b in EXPECTED)[n]) for n, t in got
             if abs(t - dict((a.lower(), b) for a, b in EXPECTED)[n]) > 0.001]
    require(not wrong, "wrong times: %s" % "; ".join(wrong))
    require(names == want, "rows are not fastest first: %s" % names)
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "results.csv"), os.path.join(ws, "results.csv")), "results.csv was changed")
    return "8 swimmers, fastest first"

run_check(check)
