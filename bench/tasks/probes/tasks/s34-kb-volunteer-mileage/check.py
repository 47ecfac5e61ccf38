import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Volunteer policy v3: car/van 45p, motorcycle 24p, bicycle 20p a mile; parking only with a receipt; claims
# submitted more than 60 days after the trip are not paid (C02 69 days, C07 100, C09 64, C12 118 -> Ellen 0.00;
# C08 is exactly 60 days and is paid). The staff policy (40p/20p/15p, parking without receipt, 90 days) is a
# distractor in the same folder.
EXPECTED = [("Dmitri Volkov", 17.60), ("Ellen Ward", 0.00), ("Hana Ito", 26.55), ("Owen Blake", 106.05),
            ("Priya Sethi", 4.60)]


def check(ws, ev):
    path = os.path.join(ws, "reimbursements.csv")
    require(os.path.isfile(path), "reimbursements.csv not created")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["volunteer", "amount"], "header is not volunteer,amount")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        require(re.fullmatch(r"\s*\u00a3?\d+\.\d{2}\s*", r[1]), "amount %r is not a number with 2 decimals" % r[1])
        got.append((" ".join(r[0].split()), parse_number(r[1])))
    names = [n for n, _ in got]
    require(sorted(names) == sorted(n for n, _ in EXPECTED), "volunteers are %s, expected %s" % (names, [n for n, _ in EXPECTED]))
    for n, v in got:
        w = dict(EXPECTED)[n]
        require(abs(v - w) < 0.005, "amount for %s is %.2f, expected %.2f" % (n, v, w))
    require(names == [n for n, _ in EXPECTED], "rows are not sorted by name")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 volunteer amounts right"

run_check(check)
