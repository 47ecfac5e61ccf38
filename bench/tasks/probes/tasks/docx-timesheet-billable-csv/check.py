import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# billable (Yes/yes/YES/"Yes ") hours per project; Internal has none; Total row and leave table excluded
EXPECTED = [("harbor freight etl", 15.25), ("lumen crm migration", 21.75),
            ("northwind dashboard", 14.0), ("pryor & sons, portal rebuild", 9.25)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "billable_hours.csv")
    require(os.path.isfile(path), "billable_hours.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [r for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows, "billable_hours.csv is empty")
    head = [norm(c) for c in rows[0]]
    require(head == ["project", "billable_hours"], "header is %r, expected project,billable_hours" % rows[0])
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have exactly 2 columns (a project name with a comma must be quoted)" % r)
        v = parse_number(r[1])
        require(v is not None, "row %r has no number" % r)
        got.append((norm(r[0]), v))
    names = [n for n, _ in got]
    require(sorted(names) == sorted(n for n, _ in EXPECTED),
            "projects are %s, expected %s" % (names, [n for n, _ in EXPECTED]))
    for (n, v), (en, evl) in zip(sorted(got), sorted(EXPECTED)):
        require(abs(v - evl) < 1e-6, "%s: expected %g billable hours, found %g" % (en, evl, v))
    require(names == [n for n, _ in EXPECTED], "rows not sorted by project name: %s" % names)
    require_same_doc(os.path.join(pws, "timesheet_2025-05.docx"), os.path.join(ws, "timesheet_2025-05.docx"),
                     "timesheet_2025-05.docx")
    return "billable hours per project correct and sorted"

run_check(check)
