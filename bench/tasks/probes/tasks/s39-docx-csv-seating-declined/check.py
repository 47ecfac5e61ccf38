import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Seated and answered No/no/"NO ": Peter Whitfield (1), Tom O'Neill (2; curly apostrophe in the CSV), Priya Nair (2;
# lower case in the CSV), Christine Evans (3; Chris Evans on table 2 said yes), Kwame Asante (4), Ellie Park (5).
# Not: Nina Brooks (reserve list, not seated), Harriet Moss (not on the plan), Jonah Fry (no reply), Sean Murphy
# (yes; his note says "no to the evening do"). Name order within table 2 is the same by first name or surname.
EXPECTED = [("peter whitfield", 1), ("priya nair", 2), ("tom o'neill", 2), ("christine evans", 3),
            ("kwame asante", 4), ("ellie park", 5)]


def check(ws, ev):
    path = os.path.join(ws, "declined_seated.csv")
    require(os.path.isfile(path), "declined_seated.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["guest", "table"], "header is not guest,table")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        t = parse_number(r[1])
        require(t is not None, "table %r for %s is not a number" % (r[1], r[0]))
        got.append((norm(r[0]), int(t)))
    require(sorted(got) == sorted(EXPECTED), "rows are %s, expected %s" % (got, EXPECTED))
    require(got == EXPECTED, "rows are not sorted by table then name: %s" % got)
    pws, _ = pristine(__file__)
    for p in ("seating_plan.docx", "rsvp.csv"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    return "6 declined guests with their tables"

run_check(check)
