import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The export has "Q1 subtotal"/"Q2 subtotal" rows that carry a Type, a blank row and a "Half-year total" row;
# grouping every row by Type doubles each total (and may add an empty type). May has a -15.00 electricity credit.
EXPECTED = [("Broadband", 200.70), ("Council tax", 1103.55), ("Electricity", 397.00), ("Gas", 441.80), ("Water", 214.20)]


def check(ws, ev):
    path = os.path.join(ws, "bills_by_type.csv")
    require(os.path.isfile(path), "bills_by_type.csv not created")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "bills_by_type.csv is empty")
    require([c.strip().lower() for c in rows[0]] == ["type", "total"], "header is %s, expected type,total" % rows[0])
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        v = parse_number(r[1])
        require(v is not None, "total %r is not a number" % r[1])
        require(re.fullmatch(r"\s*\u00a3?-?\d+\.\d{2}\s*", r[1]), "total %r does not have 2 decimal places" % r[1])
        got.append((" ".join(r[0].split()), v))
    names = [n.lower() for n, _ in got]
    require(sorted(names) == sorted(n.lower() for n, _ in EXPECTED), "types are %s" % [n for n, _ in got])
    for n, v in EXPECTED:
        g = dict((a.lower(), b) for a, b in got)[n.lower()]
        require(abs(g - v) < 0.005, "%s total is %.2f, expected %.2f" % (n, g, v))
    require(names == [n.lower() for n, _ in EXPECTED], "rows are not sorted by type")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 type totals right"

run_check(check)
