import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# open = status "open" in any case/with spaces (not closed/maintenance); bikes = num_bikes_available +
# num_ebikes_available (missing e-bike key = 0; some counts are strings). ST-003 has 2 classic but 5 in all;
# ST-011 has exactly 3; ST-007 and ST-005 are closed/in maintenance with < 3; ST-009 "OPEN"; ST-024 "Open ";
# "Market St, North" needs quoting. The 10 June feed is a decoy.
EXPECTED = [("ST-009", "University Library", 2), ("ST-014", "Riverside Quay", 1),
            ("ST-018", "Hospital, Main Entrance", 0), ("ST-021", "Market St, North", 2), ("ST-024", "Westgate", 2)]


def check(ws, ev):
    path = os.path.join(ws, "low_stations.csv")
    require(os.path.isfile(path), "low_stations.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows, "low_stations.csv is empty")
    require([c.lower() for c in rows[0]] == ["station_id", "name", "bikes"],
            "header is %r, expected station_id,name,bikes" % (rows[0],))
    got = []
    for r in rows[1:]:
        require(len(r) == 3, "row %r does not have 3 columns (unquoted comma in a name?)" % (r,))
        n = parse_number(r[2])
        require(n is not None and n == int(n), "bikes %r for %s is not a whole number" % (r[2], r[0]))
        got.append((r[0].upper(), " ".join(r[1].split()), int(n)))
    ids = [g[0] for g in got]
    want_ids = [e[0] for e in EXPECTED]
    wrong, missing = sorted(set(ids) - set(want_ids)), sorted(set(want_ids) - set(ids))
    require(not wrong and not missing, "should not list %s; missing %s" % (wrong, missing))
    require(ids == want_ids, "rows are not sorted by station_id: %s" % ids)
    for g, e in zip(got, EXPECTED):
        require(g[1].lower() == e[1].lower(), "%s: name %r, expected %r" % (e[0], g[1], e[1]))
        require(g[2] == e[2], "%s: bikes %d, expected %d (classic plus electric)" % (e[0], g[2], e[2]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 low stations"

run_check(check)
