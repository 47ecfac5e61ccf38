import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Litres with gallon entries x 4.546: Rib 1 167 + 4 gal = 185.2, Committee boat 84.5 + 8 gal = 120.9,
# Rib 2 68.5 + 5.5 gal = 93.5, Workboat 10 + 2 gal = 19.1 (all four boats, most first). Boat names without case;
# values to 1 dp (185.2 and 185.20 both fine). fuel_log.csv and notes.txt unchanged.
WANT = [("Rib 1", 185.2), ("Committee boat", 120.9), ("Rib 2", 93.5), ("Workboat", 19.1)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "fuel", "fuel_by_boat.csv")
    require(os.path.isfile(path), "fuel/fuel_by_boat.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["boat", "litres"],
            "header is %r, expected boat,litres" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % r)
        v = parse_number(r[1])
        require(v is not None, "no number in row %r" % r)
        got.append((norm(r[0]), v))
    names = [g[0] for g in got]
    require(sorted(names) == sorted(norm(b) for b, _ in WANT), "boats are %s, expected %s" % (names, [b for b, _ in WANT]))
    vals = dict(got)
    for b, v in WANT:
        require(abs(vals[norm(b)] - v) < 0.001, "%s: %s litres, expected %s" % (b, vals[norm(b)], v))
    require(names == [norm(b) for b, _ in WANT], "rows are not most fuel first: %s" % names)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 boats in litres, most first"

run_check(check)
