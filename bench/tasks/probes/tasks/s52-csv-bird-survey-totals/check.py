import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Totals over both transects (12 species), highest first, ties A-Z: three species on 8, three on 6, two on 3.
# Species compared without case; totals as numbers. The sightings files, notes.md and map_refs.txt unchanged.
WANT = [("Woodpigeon", 12), ("Blackbird", 10), ("Blue Tit", 9), ("Goldfinch", 8), ("Great Tit", 8), ("Robin", 8),
        ("Long-tailed Tit", 7), ("Chaffinch", 6), ("Chiffchaff", 6), ("Wren", 6), ("Dunnock", 3),
        ("Reed Bunting", 3)]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "survey", "species_totals.csv")
    require(os.path.isfile(path), "survey/species_totals.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["species", "total"],
            "header is %r, expected species,total" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % r)
        v = parse_number(r[1])
        require(v is not None, "no number in row %r" % r)
        got.append((norm(r[0]), v))
    want = [(norm(s), float(n)) for s, n in WANT]
    require(sorted(got) == sorted(want), "species totals are %s, expected %s" % (got, want))
    require(got == want, "rows are not in the requested order: %s" % [g[0] for g in got])
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "12 species totals in order"

run_check(check)
