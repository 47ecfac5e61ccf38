import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# v4 intervals, due = last + interval, overdue when due < 2025-07-01: LAB-0101 (due 15 Jun), LAB-0110 (30 Jun),
# LAB-0120 (20 Jun), LAB-0131 (30 May 2025, 24 months), LAB-0140 (2 May). Not: LAB-0102 (due on 1 July itself),
# LAB-0111 and LAB-0121 (overdue only under the superseded v3 intervals), LAB-0130 (15 Jul; v3's 12 months
# would make it overdue), LAB-0112 (out of service, exempt), LAB-0141, LAB-0150 (3 Jul).
EXPECTED = {"LAB-0101", "LAB-0110", "LAB-0120", "LAB-0131", "LAB-0140"}


def check(ws, ev):
    path = os.path.join(ws, "overdue.txt")
    require(os.path.isfile(path), "overdue.txt not created")
    got = set()
    for line in content_lines(read(path).lstrip("\ufeff")):
        tok = line.split()[0].strip(",;:").upper()
        if tok.startswith("LAB-"):
            got.add(tok)
        else:
            require(line.lower().rstrip(":").strip() in ("asset_id", "asset id", "overdue", "overdue assets"),
                    "unexpected line %r" % line)
    wrong, missing = sorted(got - EXPECTED), sorted(EXPECTED - got)
    require(not wrong and not missing, "should not list %s; missing %s" % (wrong, missing))
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "instruments.csv"), os.path.join(ws, "instruments.csv")),
            "instruments.csv was changed")
    return "5 overdue instruments"

run_check(check)
