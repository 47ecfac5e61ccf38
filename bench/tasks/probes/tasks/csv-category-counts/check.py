import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Travel 8, Meals 6, Office Supplies 4, Software 4, Training 2
EXPECTED = [("travel", 8), ("meals", 6), ("office supplies", 4), ("software", 4), ("training", 2)]


def check(ws, ev):
    path = os.path.join(ws, "category_counts.txt")
    require(os.path.isfile(path), "category_counts.txt not created")
    lines = [l.strip() for l in read(path).lstrip("\ufeff").splitlines() if l.strip()]
    if lines and re.match(r"^category\s*[,:\t]\s*count$", lines[0].lower()):
        lines = lines[1:]
    got = []
    for l in lines:
        m = re.match(r"^\"?(.+?)\"?\s*[,:\t]\s*(\d+)$", l)
        require(m, "line %r is not of the form Category,count" % l)
        got.append((" ".join(m.group(1).lower().split()), int(m.group(2))))
    require(sorted(got) == sorted(EXPECTED), "counts wrong: expected %s, found %s" % (EXPECTED, got))
    require(got == EXPECTED, "order wrong: expected %s, found %s" % ([c for c, _ in EXPECTED], [c for c, _ in got]))
    return "counts and order correct"

run_check(check)
