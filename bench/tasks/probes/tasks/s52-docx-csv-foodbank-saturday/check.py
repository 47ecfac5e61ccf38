import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Saturday shifts (5, 12, 19, 26 July): Aisha Rahman, Tom Brennan (three Saturdays), Joan Whitfield, Fiona Grant,
# Daniel Okoro, Ben Castillo -> 6 people, sorted A-Z by the full name as written (the objective says first name
# first; names compared without case). Phones compared with spaces ignored but digits exact (leading 0 kept).
# Rota, volunteers.csv and stock_notes.txt unchanged.
WANT = [("Aisha Rahman", "07700900151"), ("Ben Castillo", "07700900822"), ("Daniel Okoro", "07700900519"),
        ("Fiona Grant", "07700900663"), ("Joan Whitfield", "07700900378"), ("Tom Brennan", "07700900094")]


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "saturday_volunteers.csv")
    require(os.path.isfile(path), "saturday_volunteers.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["name", "phone"],
            "header is %r, expected name,phone" % (rows[0] if rows else None))
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %r does not have 2 columns" % r)
        got.append((norm(r[0]), "".join(r[1].split())))
    want = [(norm(n), p) for n, p in WANT]
    require(sorted(got) == sorted(want), "people/phones are %s, expected %s" % (got, want))
    require(got == want, "rows are not sorted by name: %s" % [g[0] for g in got])
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "6 Saturday volunteers with phone numbers"

run_check(check)
