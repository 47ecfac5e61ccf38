import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EXPECTED = [
    ["INC-2025-027", "2025-02-11", "SEV-3", "Search API", 45],
    ["INC-2025-029", "2025-02-27", "SEV-2", "Payments API", 85],
    ["INC-2025-035", "2025-03-09", "SEV-2", "Order export", 180],
    ["INC-2025-031", "2025-03-14", "SEV-1", "Checkout web", 130],
    ["INC-2025-040", "2025-04-22", "SEV-3", "Search API", 50],
]
HEADER = ["incident_id", "date", "severity", "service", "duration_minutes"]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "incidents_2025.csv")
    require(os.path.isfile(path), "incidents_2025.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == HEADER, "header must be %s, found %r" % (",".join(HEADER), rows[:1]))
    body = rows[1:]
    ids = [r[0].upper() for r in body]
    require(sorted(ids) == sorted(e[0] for e in EXPECTED),
            "expected one row for each of %s, found %s" % ([e[0] for e in EXPECTED], ids))
    want = {e[0]: e for e in EXPECTED}
    for r in body:
        require(len(r) == 5, "row %r does not have 5 columns" % r)
        e = want[r[0].upper()]
        require(r[1] == e[1], "%s: date should be %s, found %r" % (e[0], e[1], r[1]))
        require(norm(r[2]) == norm(e[2]), "%s: severity should be %s, found %r" % (e[0], e[2], r[2]))
        require(norm(r[3]) == norm(e[3]), "%s: service should be %s, found %r" % (e[0], e[3], r[3]))
        m = parse_number(r[4])
        require(m is not None and abs(m - e[4]) < 1e-9, "%s: duration_minutes should be %d, found %r" % (e[0], e[4], r[4]))
    require(ids == [e[0] for e in EXPECTED], "rows not ordered by date: %s" % ids)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 incidents summarised correctly, in date order"

run_check(check)
