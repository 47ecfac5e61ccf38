import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    expected = tables(os.path.join(pws, "pricelist.docx"))[0]
    path = os.path.join(ws, "pricelist.csv")
    require(os.path.isfile(path), "pricelist.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        data = f.read()
    rows = [r for r in csv.reader(io.StringIO(data)) if any(c.strip() for c in r)]
    require(len(rows) == len(expected), "expected %d CSV rows (incl. header), found %d" % (len(expected), len(rows)))
    for i, (want, got) in enumerate(zip(expected, rows)):
        got = [c.strip() for c in got]
        require(got == [c.strip() for c in want], "row %d: expected %r, found %r" % (i + 1, want, got))
    require_same_doc(os.path.join(pws, "pricelist.docx"), os.path.join(ws, "pricelist.docx"), "pricelist.docx")
    return "CSV matches the table exactly"

run_check(check)
