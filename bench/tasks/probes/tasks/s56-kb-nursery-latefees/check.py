import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *
import csv

EXPECTED = [
    ("2024-03-05", "Isla Kumar", 12, 10),
    ("2024-03-08", "Noah Bright", 20, 10),
    ("2024-03-12", "Freddie Owusu", 41, 25),
    ("2024-03-13", "Amelia Hart", 6, 5),
    ("2024-03-15", "Noah Bright", 9, 5),
    ("2024-03-19", "Isla Kumar", 30, 15),
    ("2024-03-21", "Oscar Lane", 62, 30),
]


def num(s):
    return parse_number((s or "").replace("£", ""))


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "collections_march.csv"), os.path.join(ws, "collections_march.csv")),
            "collections_march.csv changed or missing")
    p = os.path.join(ws, "late_fees.csv")
    require(os.path.isfile(p), "late_fees.csv missing")
    rows = [r for r in csv.reader(read(p).lstrip("\ufeff").splitlines()) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["date", "child", "minutes_late", "fee"],
            "header should be date,child,minutes_late,fee, got %r" % (rows[:1],))
    body = rows[1:]
    require(len(body) == len(EXPECTED), "expected %d charged collections, got %d" % (len(EXPECTED), len(body)))
    for (d, c, m, f), r in zip(EXPECTED, body):
        require(len(r) == 4, "bad row %r" % r)
        require(r[0].strip() == d and r[1].strip().lower() == c.lower(), "expected %s %s in this position, got %r" % (d, c, r))
        require(num(r[2]) == m, "%s %s: minutes_late should be %d, got %r" % (d, c, m, r[2]))
        require(num(r[3]) == f, "%s %s: fee should be %d, got %r" % (d, c, f, r[3]))
    return "late fees correct"


run_check(check)
