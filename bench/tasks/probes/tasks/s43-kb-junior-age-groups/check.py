import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Handbook 2025/26: age on 31 August 2025 decides, U(age+1). Edges: 1 Sep 2016 -> U9 but 31/08/2016 -> U10;
# 2018-09-01 -> U7; 1 September 2013 -> U12. Dates as ISO, DD/MM/YYYY ("13/02/2015" shows day first;
# "04/09/2017" read month-first would be U9, not U8; "05/06/2016" month-first stays U10) and "1 September 2013".
# The superseded 2024/25 table puts everyone one group lower; a draft calendar-year proposal (not adopted) would
# differ for autumn birthdays. "Withdrawn"/"withdrawn" rows left out. Same order as registrations.csv.
WANT = [
    ("ellie brooks", "2016-09-01", 9), ("harvey quinn", "2016-08-31", 10), ("zara ahmed", "2017-03-14", 9),
    ("toby marsh", "2015-02-13", 11), ("amir haddad", "2017-09-04", 8), ("finn o'rourke", "2014-12-25", 11),
    ("grace pembury", "2013-09-01", 12), ("oliver stanton", "2018-09-01", 7), ("maya lindqvist", "2019-07-22", 7),
    ("ruby fairclough", "2016-06-05", 10),
]


def group(s):
    m = re.fullmatch(r"(u|under)[\s_-]*(\d{1,2})s?", s.strip().lower())
    return int(m.group(2)) if m else None


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "registrations.csv"), os.path.join(ws, "registrations.csv")),
            "registrations.csv was changed or removed")
    path = os.path.join(ws, "age_groups.csv")
    require(os.path.isfile(path), "age_groups.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "age_groups.csv is empty")
    head = [c.strip().lower() for c in rows[0]]
    require(head == ["name", "dob", "age_group"], "header is %s, expected name, dob, age_group" % rows[0])
    got = [(norm(r[0]), r[1].strip(), group(r[2])) for r in rows[1:] if len(r) >= 3]
    require(len(got) == len(rows) - 1, "some rows have fewer than 3 fields")
    require([g[0] for g in got] == [w[0] for w in WANT],
            "players are %s, expected %s (withdrawn left out, same order)" % ([g[0] for g in got], [w[0] for w in WANT]))
    for g, w in zip(got, WANT):
        require(g[1] == w[1], "%s: dob %r, expected %s" % (w[0], g[1], w[1]))
        require(g[2] == w[2], "%s: age group %r, expected U%d" % (w[0], g[2], w[2]))
    return "10 players with 2025/26 age groups"

run_check(check)
