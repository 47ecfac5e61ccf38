import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 12 photos moved (not copied) into inspections/<flat>/<YYYY-MM-DD>/, names and bytes unchanged; flat7's earlier
# 2025-01-20 photo stays; inbox/ keeps only naming.txt. Scratch files elsewhere are tolerated.
PAT = re.compile(r"^inbox/(flat\d+)_(\d{4})(\d{2})(\d{2})_(\d+\.jpg)$")


def target(p):
    m = PAT.match(p)
    if not m:
        return p
    return "inspections/%s/%s-%s-%s/%s" % (m.group(1), m.group(2), m.group(3), m.group(4), p.split("/", 1)[1])


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_tree(pws, ws, target, "inspections")
    left = [p for p in list_files(ws) if p.startswith("inbox/")]
    require(left == ["inbox/naming.txt"], "inbox/ should hold only naming.txt, has: %s" % ", ".join(left))
    return "12 photos filed by flat and date"

run_check(check)
