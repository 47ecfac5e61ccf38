import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The new row goes between Sat 15 Mar Morning and Sat 22 Mar Afternoon (not appended after the "Shifts filled"
# total row, not into the Delivery drivers table, which also has a 22 Mar row). Total row: 8 of 10 -> 9 of 10.
NEW_AT = 6


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "foodbank_rota.docx")
    out = os.path.join(ws, "foodbank_rota.docx")
    T0, T = tables(src), tables(out)
    require(len(T) == 2, "document has %d tables, expected 2" % len(T))
    got = [[" ".join(c.split()) for c in r] for r in T[0]]
    require(len(got) == len(T0[0]) + 1, "shifts table has %d rows, expected %d (one new row)" % (len(got), len(T0[0]) + 1))
    names = [r[2] for r in got]
    require("Leila Haddad" in names, "no row for Leila Haddad in the shifts table")
    i = names.index("Leila Haddad")
    require(i == NEW_AT, "Leila's row is at position %d, expected between Sat 15 Mar Morning and Sat 22 Mar Afternoon" % i)
    r = got[i]
    require(re.fullmatch(r"(sat\w*\.?,?\s+)?22(nd)?\s+mar(ch)?\.?", r[0].lower()), "date cell is %r" % r[0])
    require(r[1].lower() == "morning", "shift cell is %r" % r[1])
    require(re.sub(r"\D", "", r[3]) == "07700900418", "phone cell is %r" % r[3])
    rest = got[:i] + got[i + 1:]
    want = [[" ".join(c.split()) for c in row] for row in T0[0]]
    want[-1][2] = "9 of 10"
    for a, b in zip(want, rest):
        require(a == b, "shifts table row %s should be %s" % (b, a))
    # everything outside the shifts table unchanged, formatting included
    A = [x for x in blocks(src) if x.where == "body" or x.where[0] != 0]
    B = [x for x in blocks(out) if x.where == "body" or x.where[0] != 0]
    require(len(A) == len(B), "paragraphs outside the shifts table were added or removed")
    for a, b in zip(A, B):
        require(same_block(a, b), "%r was changed (now %r)" % (a.text[:60], b.text[:60]))
    return "row inserted in order, total 9 of 10"

run_check(check)
