import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Saturday table only (Sunday has the same layout, with 09:00/09:30 matches). Before 10:00: 08:30 x2, "9:00", "9.45".
# 10:00 exactly is not before (Sam Leeson, Dev Kapoor). Tom Reyes is struck through (withdrawn) -> Ola Brandt.
# Priya Nair plays twice (one row). "hannah cole" lower case in the docx; "Owen Davies " with a trailing space in
# the CSV; "Sam Lee" is a prefix of "Sam Leeson" (grep). Phones keep the leading 0.
EXPECTED = [("Ben Cole", "07700900142"), ("Hannah Cole", "07700900141"), ("Marcus Webb", "07700900163"),
            ("Ola Brandt", "07700900207"), ("Owen Davies", "07700900114"), ("Priya Nair", "07700900140"),
            ("Sam Lee", "07700900122")]


def check(ws, ev):
    path = os.path.join(ws, "early_saturday.csv")
    require(os.path.isfile(path), "early_saturday.csv not created")
    rows = [[x.strip() for x in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(x.strip() for x in r)]
    require(rows and [x.lower() for x in rows[0]] == ["name", "phone"], "header is not name,phone")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        got.append((" ".join(r[0].split()).lower(), re.sub(r"[\s\-()]", "", r[1])))
    names = [n for n, _ in got]
    want = [n.lower() for n, _ in EXPECTED]
    require(sorted(names) == sorted(want), "players are %s, expected %s" % (names, want))
    for n, ph in got:
        w = dict((a.lower(), b) for a, b in EXPECTED)[n]
        require(ph == w or ph == "+44" + w[1:], "phone for %s is %r, expected %s" % (n, ph, w))
    by_surname = sorted(want, key=lambda n: (n.split()[-1], n))
    require(names == want or names == by_surname, "rows are not sorted by name")
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "draw.docx"), os.path.join(ws, "draw.docx"), "draw.docx")
    require(same_file(os.path.join(pws, "players.csv"), os.path.join(ws, "players.csv")), "players.csv was changed")
    return "7 early Saturday players with phones"

run_check(check)
