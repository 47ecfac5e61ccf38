import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EXPECTED = ["Oat milk 1L", "Paper cups 12oz", "Lids 12oz", "Vanilla syrup", "Hot chocolate powder",
            "Whole milk 2L", "Almond croissant"]


def check(ws, ev):
    path = os.path.join(ws, "reorder.txt")
    require(os.path.isfile(path), "reorder.txt not created")
    got = [norm(l.strip().strip("\"'")) for l in read(path).lstrip("\ufeff").splitlines() if l.strip()]
    want = sorted(norm(n) for n in EXPECTED)
    missing = sorted(set(want) - set(got))
    extra = sorted(set(got) - set(want))
    require(not missing, "reorder.txt misses: %s" % "; ".join(missing))
    require(not extra, "reorder.txt has items that should not be there: %s" % "; ".join(extra))
    require(len(got) == len(set(got)), "reorder.txt has duplicate lines")
    return "7 items to reorder, exact"

run_check(check)
