import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# nights x (16 + 10 per extra cat) + 2.50 x medicated cats x nights:
# D01 112, D02 142.50, D03 360, D04 74, D05 372, D06 48, D07 231 - in the bookings' order. "£" and 2 decimals
# tolerated. december.csv unchanged.
WANT = [("D01", 112.0), ("D02", 142.5), ("D03", 360.0), ("D04", 74.0), ("D05", 372.0), ("D06", 48.0), ("D07", 231.0)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "bookings", "december_quotes.csv")
    require(os.path.isfile(path), "bookings/december_quotes.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["ref", "total"],
            "header is %r, expected ref,total" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % r)
        v = parse_number(r[1].replace("\u00a3", ""))
        require(v is not None, "no number in row %r" % r)
        got.append((r[0].strip().upper(), v))
    require([g[0] for g in got] == [w[0] for w in WANT], "refs are %s, expected D01..D07 in order" % [g[0] for g in got])
    for (ref, v), (_, w) in zip(got, WANT):
        require(abs(v - w) < 0.001, "%s: total %s, expected %.2f" % (ref, v, w))
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "7 quotes"

run_check(check)
