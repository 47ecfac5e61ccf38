import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 2026 schedule (not the superseded 2025 one: 395/140/195/280/55, 15% family discount); ages on 1 Jan 2026:
# R003 turns 18 that day (student, 210), R004 is still 17 (junior), R005 turns 65 that day (senior), R007 is 64
# (full; ages "today" make R004 full and R007 senior); R008's card expired; " Yes", "ROWING", "Social " typed
# loosely; 10% off for households with 2+ rowing members (H01, H03); H02 and H04 have one rowing + one social
# member (no discount; social never discounted); R011 social with a student card pays 60. Lockers are separate.
EXPECTED = [("R001", 378.00), ("R002", 135.00), ("R003", 210.00), ("R004", 150.00), ("R005", 300.00),
            ("R006", 60.00), ("R007", 420.00), ("R008", 420.00), ("R009", 189.00), ("R010", 378.00),
            ("R011", 60.00), ("R012", 300.00), ("R013", 150.00), ("R014", 60.00)]


def check(ws, ev):
    path = os.path.join(ws, "fees_2026.csv")
    require(os.path.isfile(path), "fees_2026.csv not created")
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as f:
        rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(f.read())) if any(c.strip() for c in r)]
    require(rows and [c.lower() for c in rows[0]] == ["member_id", "fee"],
            "header should be member_id,fee: %r" % (rows[0] if rows else None,))
    body = rows[1:]
    ids = [r[0].upper() for r in body]
    require(ids == [e[0] for e in EXPECTED], "member rows/order %s differ from renewals.csv" % ids)
    for r, (mid, fee) in zip(body, EXPECTED):
        require(len(r) == 2, "row %r does not have 2 columns" % (r,))
        v = parse_number(r[1].replace("\u00a3", ""))
        require(v is not None and abs(v - fee) < 0.005, "%s: fee %r, expected %.2f" % (mid, r[1], fee))
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "renewals.csv"), os.path.join(ws, "renewals.csv")), "renewals.csv was changed")
    return "14 fees right"

run_check(check)
