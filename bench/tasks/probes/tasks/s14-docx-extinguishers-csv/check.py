import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# the extinguisher table is the 3rd table of each report (1st: site fields, 2nd: emergency
# lighting with the same ID/Location/Type columns); Bath has columns in another order and dates
# like "14 Jan 2026"; "Kitchen, rear door"/"Mezzanine, north end" need CSV quoting; the template
# in templates/ is not a report
EXPECTED = [
    ["site", "id", "location", "type", "next_service"],
    ["Bath office", "FE-01", "Reception", "Foam", "2025-08-05"],
    ["Bath office", "FE-02", "Server room", "CO2", "2026-01-14"],
    ["Bath office", "FE-03", "First floor landing", "Foam", "2025-04-30"],
    ["Bristol depot", "FE-01", "Goods in, by roller door", "CO2", "2025-03-14"],
    ["Bristol depot", "FE-02", "Workshop", "Dry powder", "2025-09-02"],
    ["Bristol depot", "FE-03", "Kitchen, rear door", "Wet chemical", "2025-11-20"],
    ["Bristol depot", "FE-04", "Office corridor", "Foam", "2025-06-30"],
    ["Swindon warehouse", "FE-01", "Loading bay 1", "Dry powder", "2025-10-07"],
    ["Swindon warehouse", "FE-02", "Loading bay 2", "Dry powder", "2025-10-07"],
    ["Swindon warehouse", "FE-03", "Mezzanine, north end", "Foam", "2025-12-01"],
    ["Swindon warehouse", "FE-04", "Canteen", "Wet chemical", "2025-08-15"],
    ["Swindon warehouse", "FE-05", "Battery charging area", "CO2", "2025-05-22"],
]


def check(ws, ev):
    path = os.path.join(ws, "extinguishers.csv")
    require(os.path.isfile(path), "extinguishers.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == EXPECTED[0], "header is %r, expected %s"
            % (rows[0] if rows else None, ",".join(EXPECTED[0])))
    body = rows[1:]
    want = EXPECTED[1:]
    require(len(body) == len(want), "expected %d extinguisher rows, found %d" % (len(want), len(body)))
    require(sorted(body) == sorted(want),
            "rows differ, first unexpected: %r" % ([r for r in body if r not in want] or [None])[0])
    require(body == want, "rows are not sorted by site, then id")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require_same_doc(os.path.join(pws, p), os.path.join(ws, p), p)
    return "12 extinguishers from 3 reports"

run_check(check)
