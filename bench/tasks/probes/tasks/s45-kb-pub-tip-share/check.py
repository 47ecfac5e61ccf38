import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Policy v3: pool = 540.60 card tips + 0.03 carried over (cash jar 41.20 is separate); bar/floor 1 point per hour,
# kitchen (chef, kitchen porter) 0.75; managers out even when covering the bar (Farid's Saturday "Bar" row), the
# unpaid trial shift out (Gus). Points: Ana 30, Ben 24 (a split shift in two rows), Chloe 24 ("chloe park " in one
# row), Dev 40 h -> 30, Ella 24 h -> 18; total 126. Shares rounded down: 128.72, 102.97, 102.97, 128.72, 77.23.
# Without the carry-over Ana/Dev get 128.71 and Ella 77.22; rounding to nearest gives Ben/Chloe 102.98; v2 (all
# hours equal, managers in) is far off. Farid and Gus may be listed with 0. Workspace inputs unchanged.
EXPECTED = {"Ana Costa": 128.72, "Ben Hale": 102.97, "Chloe Park": 102.97, "Dev Mistry": 128.72, "Ella Ruiz": 77.23}
ZERO_OK = {"Farid Haddad", "Gus Lowe"}
key = lambda s: re.sub(r"[^a-z]", "", (s or "").lower())


def check(ws, ev):
    pws, _ = pristine(__file__)
    for p in ("rota_week23.csv", "tips_week23.txt"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    p = os.path.join(ws, "tips_week23.csv")
    require(os.path.isfile(p), "tips_week23.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(p).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["name", "amount"],
            "header is %r, expected name,amount" % (rows[0] if rows else None))
    names = {key(n): n for n in list(EXPECTED) + list(ZERO_OK)}
    seen = set()
    for r in rows[1:]:
        require(len(r) >= 2, "short row %r" % r)
        k = key(r[0])
        require(k in names, "unexpected name %r" % r[0])
        n = names[k]
        require(n not in seen, "%s is listed twice" % n)
        seen.add(n)
        v = parse_number(r[1].replace("\u00a3", ""))
        require(v is not None, "%s: amount %r is not a number" % (n, r[1]))
        if n in ZERO_OK:
            require(abs(v) < 0.005, "%s should not get a share (got %r)" % (n, r[1]))
        else:
            require(abs(v - EXPECTED[n]) < 0.001, "%s: amount %r, expected %.2f" % (n, r[1], EXPECTED[n]))
    missing = sorted(set(EXPECTED) - seen)
    require(not missing, "missing: %s" % ", ".join(missing))
    return "5 shares right (pool 540.63, rounded down)"

run_check(check)
