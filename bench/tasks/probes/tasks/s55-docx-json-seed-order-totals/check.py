import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Totals (codes matched without case: "pS03", "bt11"): Ali 1.95+1.85+2.60+2.70 = 9.10, Fairbairn 4.40+2.40+2.40 = 9.20,
# Hughes 3.70+1.35+5.85 = 10.90, Nolan 4.80+2.25 = 7.05, Okoro 5.20+4.50 = 9.70. Names matched as "Surname, First"
# or "First Surname" without case; alphabetical by the name as written, or by surname. Numbers as 9.1 or 9.10.
# seed_orders.docx and catalogue.json unchanged.
WANT = {"ali": 9.10, "fairbairn": 9.20, "hughes": 10.90, "nolan": 7.05, "okoro": 9.70}
FIRST = {"ali": "tariq", "fairbairn": "ellen", "hughes": "brenda", "nolan": "sue", "okoro": "daniel"}


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "member_totals.csv")
    require(os.path.isfile(path), "member_totals.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["member", "total"],
            "header is %r, expected member,total" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % r)
        name = norm(r[0])
        sur = [s for s in WANT if has_word(name, s) and has_word(name, FIRST[s])]
        require(len(sur) == 1, "unknown member %r" % r[0])
        v = parse_number(r[1])
        require(v is not None, "no number in row %r" % r)
        got.append((sur[0], name, v))
    require(sorted(g[0] for g in got) == sorted(WANT), "members are %s, expected 5 members" % [g[1] for g in got])
    for s, name, v in got:
        require(abs(v - WANT[s]) < 0.001, "%s: total %s, expected %.2f" % (name, v, WANT[s]))
    names = [g[1] for g in got]
    require(names == sorted(names) or [g[0] for g in got] == sorted(WANT),
            "rows are not in alphabetical order: %s" % names)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 members' totals"

run_check(check)
