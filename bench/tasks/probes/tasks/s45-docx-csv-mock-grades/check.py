import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# March 2025 tables (tiers typed F/"F "/Foundation/H/h/higher). Totals on a boundary get that grade (C1001 186 -> 5,
# C1002 199 -> 9, C1008 148 -> 4, C1010 172 -> 8, C1012 112 -> 6); Higher's allowed 3 (C1006 48); Foundation caps at
# 5 (C1011 217); U below the lowest boundary (C1005 29 F, C1007 31 H, though 31 is Foundation's grade 1); C1009
# absent for paper 2 -> X (total not checked). The November 2024 table gives C1001 4, C1003 6, C1008 3, C1012 5.
# The "Average" row at the end is not a candidate. Marks file and the docx unchanged.
EXPECTED = [("C1001", 186, "5"), ("C1002", 199, "9"), ("C1003", 146, "7"), ("C1004", 105, "2"), ("C1005", 29, "U"),
            ("C1006", 48, "3"), ("C1007", 31, "U"), ("C1008", 148, "4"), ("C1009", None, "X"), ("C1010", 172, "8"),
            ("C1011", 217, "5"), ("C1012", 112, "6")]


def check(ws, ev):
    pws, _ = pristine(__file__)
    for p in ("year11_mock_marks.csv", "mock_boundaries_2025.docx"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    p = os.path.join(ws, "grades.csv")
    require(os.path.isfile(p), "grades.csv not found")
    rows = [r for r in csv.reader(io.StringIO(read(p).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows and [c.strip().lower() for c in rows[0]] == ["candidate", "total", "grade"],
            "header is %r, expected candidate,total,grade" % (rows[0] if rows else None))
    body = rows[1:]
    require(len(body) == len(EXPECTED), "expected %d candidates, found %d rows" % (len(EXPECTED), len(body)))
    for r, (cand, total, grade) in zip(body, EXPECTED):
        require(len(r) >= 3 and r[0].strip().upper() == cand, "row %r: expected candidate %s here" % (r, cand))
        g = (r[2].strip().split() or [""])[0].upper()
        require(g == grade, "%s: grade %r, expected %s" % (cand, r[2], grade))
        if total is not None:
            require(parse_number(r[1]) == total, "%s: total %r, expected %d" % (cand, r[1], total))
    return "12 grades right, in file order"

run_check(check)
