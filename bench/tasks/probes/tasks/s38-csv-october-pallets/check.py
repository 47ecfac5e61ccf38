import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Dates are DD/MM/YYYY: October = ??/10/2025. A "10/" match also takes the 10/09 and 10/11 rows; the customer
# "Hale, Briggs & Co" is quoted (naive comma splitting shifts the pallets column). October totals:
# Penrose 37, Hale, Briggs & Co 20, Northfield 17, Calder Valley 13, Ouseburn 5 (no ties), largest first.
EXPECTED = [("penrose building merchants", 37), ("hale, briggs & co", 20), ("northfield garden supplies", 17),
            ("calder valley foods", 13), ("ouseburn brewing", 5)]


def check(ws, ev):
    path = os.path.join(ws, "october_pallets.csv")
    require(os.path.isfile(path), "october_pallets.csv not created")
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["customer", "pallets"], "header is not customer,pallets")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns (is the comma in a name quoted?)" % r)
        v = parse_number(r[1])
        require(v is not None and v == int(v), "pallets %r is not a whole number" % r[1])
        got.append((" ".join(r[0].split()).lower(), int(v)))
    require(sorted(got) == sorted(EXPECTED), "totals are %s, expected %s" % (got, EXPECTED))
    require(got == EXPECTED, "rows are not largest total first")
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "shipments.csv"), os.path.join(ws, "shipments.csv")), "shipments.csv was changed")
    return "5 customers, October totals"

run_check(check)
