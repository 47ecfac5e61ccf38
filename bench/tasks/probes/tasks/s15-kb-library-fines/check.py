import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# policy v3: books 0.25/day (max 6.00), DVDs 1.00/day (max 10.00), 1-2 days late not fined, from day 3 every day
# counts, junior cards never fined. L-5002 4 days across the month end 1.00; L-5004 3 days 3.00; L-5006 42 days
# capped 6.00; L-5007 15 days capped 10.00; L-5009 7 days 1.75; L-5011 3 days 0.75; L-5014 3 days 3.00.
# Not: L-5003/L-5012/L-5013 (2 days, grace), L-5005/L-5010 (junior), L-5001 (early), L-5008 (on the due date).
EXPECTED = {"L-5002": 1.00, "L-5004": 3.00, "L-5006": 6.00, "L-5007": 10.00, "L-5009": 1.75,
            "L-5011": 0.75, "L-5014": 3.00}


def check(ws, ev):
    path = os.path.join(ws, "fines.csv")
    require(os.path.isfile(path), "fines.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows, "fines.csv is empty")
    require([c.lower() for c in rows[0]] == ["loan_id", "fine"], "header is %r, expected loan_id,fine" % (rows[0],))
    got = {}
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % (r,))
        lid = r[0].upper()
        v = r[1].replace("\u00a3", "").replace("GBP", "").strip()
        require(re.fullmatch(r"\d+\.\d\d", v), "fine %r for %s is not in pounds with two decimals" % (r[1], lid))
        require(lid not in got, "%s listed twice" % lid)
        got[lid] = float(v)
    wrong, missing = sorted(set(got) - set(EXPECTED)), sorted(set(EXPECTED) - set(got))
    require(not wrong and not missing, "should not list %s; missing %s" % (wrong, missing))
    for k, v in EXPECTED.items():
        require(abs(got[k] - v) < 0.005, "%s: fine %.2f, expected %.2f" % (k, got[k], v))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "7 fines correct"

run_check(check)
