import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# lessons.docx has last autumn's table first (Noah Price, who left; Ava at 30 min, Ruby at 30 min; no Isaac) and
# rates.json has Autumn 2024 rates/weeks next to Spring 2025. Spring: 11 weeks x 18/26/34 for 30/45/60 min;
# lengths are written "45 mins", "45 min", "1 hr", "30 mins".
EXPECTED = [("Ava Brennan", 286.00), ("Leo Fischer", 286.00), ("Maya Osei", 198.00), ("Ruby Sandoval", 374.00),
            ("Isaac Tran", 198.00)]


def check(ws, ev):
    path = os.path.join(ws, "spring_fees.csv")
    require(os.path.isfile(path), "spring_fees.csv not created")
    rows = [r for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["pupil", "fee"], "header is not pupil,fee")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        require(re.fullmatch(r"\s*\u00a3?\d+\.\d{2}\s*", r[1]), "fee %r is not a number with 2 decimals" % r[1])
        got.append((" ".join(r[0].split()), parse_number(r[1])))
    require([n for n, _ in got] == [n for n, _ in EXPECTED], "pupils are %s, expected %s in timetable order" %
            ([n for n, _ in got], [n for n, _ in EXPECTED]))
    for (n, v), (_, w) in zip(got, EXPECTED):
        require(abs(v - w) < 0.005, "fee for %s is %.2f, expected %.2f" % (n, v, w))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 spring fees right"

run_check(check)
