import csv
import io
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Net SKI25 payments per confirmed member (Paid in minus Paid out, across the three monthly files):
# Tom Carver 400 (Tom Carter, a near-identical name, paid in full), Ravi Gill 400 ("ski25 m1042", "SKI 25 M1042"; a
# SUBS payment is not the trip), Ellen Hart 200 (SKI24 payments are last year's trip), Liam Jones nothing (only SUBS),
# Priya Kaur 640 by cheque, returned unpaid in December (Paid out column), then 400, Sean Lowe 600, Dan O'Neill 320
# (status "Confirmed " with a trailing space). Paid in full: Hannah Dyer (one payment names her without a member
# number), the Ibsens (one 1,280.00 transfer for M1050/M1051), Aisha Bello, Tom Carter. Marta Novak withdrew.
EXPECTED = {"Tom Carver": 240, "Ravi Gill": 240, "Ellen Hart": 440, "Liam Jones": 640, "Priya Kaur": 240,
            "Sean Lowe": 40, "Dan O'Neill": 320}
key = lambda s: re.sub(r"[^a-z]", "", (s or "").lower())


def check(ws, ev):
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    p = os.path.join(ws, "owing.csv")
    require(os.path.isfile(p), "owing.csv not found in the workspace")
    rows = [r for r in csv.reader(io.StringIO(read(p).lstrip("\ufeff"))) if any(c.strip() for c in r)]
    require(rows, "owing.csv is empty")
    require([c.strip().lower() for c in rows[0]] == ["member", "owed"], "header is %r, expected member,owed" % rows[0])
    got = []
    by_key = {key(n): n for n in EXPECTED}
    for r in rows[1:]:
        require(len(r) >= 2, "short row %r" % r)
        k = key(r[0])
        require(k in by_key, "unexpected member %r (not owing, withdrawn or misspelt)" % r[0])
        v = parse_number(r[1].replace("\u00a3", ""))
        require(v is not None and abs(v - EXPECTED[by_key[k]]) < 0.005,
                "%s: owed %r, expected %s" % (by_key[k], r[1], EXPECTED[by_key[k]]))
        got.append(by_key[k])
    require(len(got) == len(set(got)), "a member is listed twice")
    missing = sorted(set(EXPECTED) - set(got))
    require(not missing, "missing members who still owe: %s" % ", ".join(missing))
    by_first = sorted(got, key=key)
    by_last = sorted(got, key=lambda n: (key(n.split()[-1]), key(n)))
    require(got in (by_first, by_last), "rows are not sorted by name: %s" % got)
    return "7 members owing, amounts right"

run_check(check)
