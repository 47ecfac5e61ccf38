import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Current charges (2025): <=5 mi 4.50, <=12 mi 8.00, <=20 mi 12.50; free for orders >= 80.00 up to 12 miles.
# Boundaries: 5.0 mi -> 4.50, 5.1 -> 8.00; 12.0 mi with exactly 80.00 -> free; 14.2 mi with 152.40 pays 12.50;
# 79.99 pays. The superseded 2024 list (3.95/7/11, free over 60 at any distance) gives other charges.
EXPECTED = {"GC-5501": 4.50, "GC-5502": 4.50, "GC-5503": 8.00, "GC-5504": 0.0, "GC-5505": 12.50,
            "GC-5506": 4.50, "GC-5507": 0.0, "GC-5508": 12.50, "GC-5509": 8.00}


def money(s):
    if re.fullmatch(r"\s*(free|nil|none)\s*", s, re.I):
        return 0.0
    return parse_number(s.replace("\u00a3", ""))


def check(ws, ev):
    path = os.path.join(ws, "delivery_charges.csv")
    require(os.path.isfile(path), "delivery_charges.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["order", "charge"], "header is not order,charge")
    got = {}
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        require(r[0].upper() not in got, "order %s listed twice" % r[0])
        v = money(r[1])
        require(v is not None, "charge %r for %s is not a number" % (r[1], r[0]))
        got[r[0].upper()] = v
    require(sorted(got) == sorted(EXPECTED), "orders are %s, expected %s" % (sorted(got), sorted(EXPECTED)))
    wrong = ["%s: %.2f (expected %.2f)" % (k, got[k], v) for k, v in sorted(EXPECTED.items()) if abs(got[k] - v) > 0.001]
    require(not wrong, "wrong charges: %s" % "; ".join(wrong))
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "deliveries.csv"), os.path.join(ws, "deliveries.csv")), "deliveries.csv was changed")
    return "9 delivery charges"

run_check(check)
