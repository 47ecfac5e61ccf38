import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Week of 9 June (not the 2 June decoy sheet). Flagged, sheet order:
#   2025-06-09 Cryostat tr330   (old sign-off 2024-05-01 expired; retrained 2025-06-10 is the day after - the
#                                same user's Thu 12 Jun cryostat booking is fine)
#   2025-06-09 FACS Aria mk501  (signed off on the FACS Canto only)
#   2025-06-10 Cryostat ps214   (typed "PS214"; sign-off 2023-09-14 expired)
#   2025-06-11 FACS Aria ab901  (no records; supervisor ho118's Aria sign-off 2024-03-03 has expired - her
#                                confocal sign-off makes the Tue 10 Jun confocal booking fine)
#   2025-06-13 FACS Aria jd077  (signed off 2024-06-12: fine on Wed 11 Jun, expired by Fri 13 Jun)
# Not flagged: the struck-through (cancelled) mk501 confocal booking; "qpcr quantstudio 5 " for mk501 (valid).
# Instrument accepted in any case/spacing (matched on aria/cryostat/...); user_id case-insensitive; exact order.
WANT = [("2025-06-09", "cryostat", "tr330"), ("2025-06-09", "aria", "mk501"), ("2025-06-10", "cryostat", "ps214"),
        ("2025-06-11", "aria", "ab901"), ("2025-06-13", "aria", "jd077")]


def ikey(s):
    n = norm(s)
    for k in ("canto", "aria", "cryostat", "confocal", "qpcr"):
        if k in n:
            return k
    if "lsm" in n:
        return "confocal"
    if "quantstudio" in n:
        return "qpcr"
    return n


def check(ws, ev):
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    path = os.path.join(ws, "flagged_bookings.csv")
    require(os.path.isfile(path), "flagged_bookings.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "flagged_bookings.csv is empty")
    head = [c.strip().lower() for c in rows[0]]
    require(head == ["date", "instrument", "user_id"], "header is %s, expected date, instrument, user_id" % rows[0])
    got = []
    for r in rows[1:]:
        require(len(r) >= 3, "row %s has fewer than 3 fields" % r)
        got.append((r[0].strip(), ikey(r[1]), r[2].strip().lower()))
    require(got == WANT, "rows are %s, expected %s" % (got, WANT))
    return "5 flagged bookings in sheet order; inputs unchanged"

run_check(check)
