import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Latest inspection per hive with dates in three formats: H-02's 3 May no/no row was typed up late and is the
# last row (last-row-wins includes it; its 24 May inspection was fine); H-08's "3 May 2025" no/no beats
# "24/05/2025" in a string max; H-04's "24/05/2025" is newer than "2025-05-10". H-10 is typed "h-10"/"h-10 ".
# H-07 (united) and H-11 (lost) are not active; H-01/H-05 had eggs without the queen, H-06's newest has the queen
# without eggs, H-03's queen was not looked for (blank) but eggs were seen; "no " with a space. An archive file
# of 2024 inspections. Answer: H-04 Orchard 2025-05-24, H-09 Allotment 2025-05-31, H-10 Allotment 2025-05-18.
WANT = [("H-04", "orchard", "2025-05-24"), ("H-09", "allotment", "2025-05-31"), ("H-10", "allotment", "2025-05-18")]


def check(ws, ev):
    pws, _ = pristine(__file__)
    for f in ("hives.csv", "inspections.csv", "archive/inspections_2024.csv"):
        require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    path = os.path.join(ws, "queenless_check.csv")
    require(os.path.isfile(path), "queenless_check.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "queenless_check.csv is empty")
    head = [c.strip().lower().replace(" ", "_") for c in rows[0]]
    require(sorted(head) == ["apiary", "hive_id", "last_inspection"],
            "header is %s, expected hive_id, apiary, last_inspection" % rows[0])
    ix = [head.index(c) for c in ("hive_id", "apiary", "last_inspection")]
    got = [(r[ix[0]].strip().upper(), r[ix[1]].strip().lower(), r[ix[2]].strip()) for r in rows[1:]]
    require(sorted(got) == WANT, "rows are %s, expected %s" % (got, WANT))
    require(got == WANT, "rows are not sorted by hive_id: %s" % [g[0] for g in got])
    return "H-04, H-09, H-10 with apiary and latest date"

run_check(check)
