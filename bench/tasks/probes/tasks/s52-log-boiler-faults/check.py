import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Five November FAULT lines across controller.log.2.gz (4 Nov twice), .log.1 (12 Nov, 19 Nov) and .log (27 Nov);
# the 28 Oct and 2 Dec faults and the WARN lines are out. Rows oldest first; description compared without case
# and extra spaces. Logs unchanged.
WANT = [("2025-11-04", "06:01:15", "F28", "ignition failure"),
        ("2025-11-04", "06:15:52", "F28", "ignition failure"),
        ("2025-11-12", "18:44:09", "F22", "low water pressure"),
        ("2025-11-19", "06:00:47", "F75", "pressure sensor not detected"),
        ("2025-11-27", "21:03:30", "F28", "ignition failure")]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "boiler_faults.csv")
    require(os.path.isfile(path), "boiler_faults.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["date", "time", "code", "description"],
            "header is %r, expected date,time,code,description" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 4, "row %r does not have 4 columns" % r)
        got.append((r[0].strip(), r[1].strip(), r[2].strip().upper(), norm(r[3])))
    require(len(got) == len(WANT), "%d fault rows, expected %d: %s" % (len(got), len(WANT), got))
    for g, w in zip(got, WANT):
        require(g == w, "row %r, expected %r" % (g, w))
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 November faults, oldest first"

run_check(check)
