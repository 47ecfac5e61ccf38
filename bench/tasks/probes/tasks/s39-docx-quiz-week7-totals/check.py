import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Week 7 is the second table (week 6 above it has totals filled, the league table has a points column). Scores have
# halves typed "6.5" and "8\u00bd" (the Red Lionesses: 9+7+10+8.5 = 34.5; float("8\u00bd") fails, dropping it gives 26).
# A total may be written 34.5, 34\u00bd or 30.0 for 30. Everything else unchanged; original intact.
WANT = [26.5, 34.5, 30.0, 32.0, 32.0, 32.5, 22.5]


def value(text):
    t = text.strip().replace("\u00bd", ".5").replace(" .5", ".5")
    return float(t) if re.fullmatch(r"\d+(\.\d+)?", t) else None


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "quiz_league.docx")
    out = os.path.join(ws, "quiz_league_week7.docx")
    require(os.path.isfile(out), "quiz_league_week7.docx not created")
    T = tables(out)
    require(len(T) == 3 and len(T[1]) == 8, "the week 7 table should still have 8 rows (found %s)" % [len(t) for t in T])
    got = [value(r[5]) for r in T[1][1:]]
    wrong = ["%s: %r (expected %g)" % (r[0], r[5], w) for r, g, w in zip(T[1][1:], got, WANT) if g is None or abs(g - w) > 1e-6]
    require(not wrong, "wrong totals: %s" % "; ".join(wrong))
    require_cells_changed(src, out, {(1, i + 1, 5): (lambda w: lambda t: value(t) is not None and abs(value(t) - w) < 1e-6)(w)
                                     for i, w in enumerate(WANT)})
    require_same_doc(src, os.path.join(ws, "quiz_league.docx"), "original quiz_league.docx")
    return "7 week-7 totals filled"

run_check(check)
