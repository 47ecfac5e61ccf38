import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Row 4 of the 1st XI table (Sat 17 May, Oldfield, H, 13:30) gets a 7 June date and moves between 31 May and
# 14 June. The 1st XI also plays Oldfield away on 3 May (with an italic "Rearranged from 19 April" note), the 2nd
# XI plays Oldfield 2nd XI on 17 May and has its own 7 June game, the Sunday table has Oldfield Park CC on 8 June.
# The moved row keeps its bold opponent; its Notes cell may stay empty or mention 17 May. Everything else equal.
# Save-as, original intact.
ORDER = [0, 1, 2, 3, 5, 6, 4, 7, 8, 9, 10]   # new position k holds old row ORDER[k]
DATE = re.compile(r"((sat|saturday),?\s+)?0?7(th)?\s+june(\s+2025)?|0?7/0?6/(20)?25|2025-06-07")


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "fixtures_2025.docx")
    out = os.path.join(ws, "fixtures_2025_v2.docx")
    require(os.path.isfile(out), "fixtures_2025_v2.docx not created")
    require_same_doc(src, os.path.join(ws, "fixtures_2025.docx"), "original fixtures_2025.docx")
    T = tables(out)
    require(len(T) == 3 and len(T[0]) == 11, "expected 3 tables, the first with 11 rows (found %s)" % [len(t) for t in T])
    got = [(r[0].strip(), r[1].strip()) for r in T[0][1:]]
    require([o for _, o in got] == ["Kingsbridge", "Oldfield", "Westleigh", "Harcombe Mill", "St Petrock", "Oldfield",
                                    "Lower Bray", "Kingsbridge", "Westleigh", "Harcombe Mill"],
            "1st XI table is not in the expected order: %s" % got)
    A, B = blocks(src), blocks(out)
    require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    body_a = [b for b in A if b.where == "body"]
    body_b = [b for b in B if b.where == "body"]
    require(len(body_a) == len(body_b) and all(same_block(a, b) for a, b in zip(body_a, body_b)),
            "text outside the tables was changed")
    cells_b = {}
    for b in B:
        if b.where != "body":
            cells_b.setdefault(b.where, []).append(b)
    cells_a = {}
    for a in A:
        if a.where != "body":
            t, r, c = a.where
            cells_a.setdefault((t, ORDER.index(r) if t == 0 else r, c), []).append(a)
    require(sorted(cells_a) == sorted(cells_b), "table layout changed")
    for where, alist in cells_a.items():
        blist = cells_b[where]
        require(len(alist) == len(blist), "cell %s has a different number of paragraphs" % (where,))
        for a, b in zip(alist, blist):
            if where == (0, 6, 0):
                require(DATE.fullmatch(norm(b.text)), "moved fixture's date is %r, expected Sat 7 June" % b.text)
            elif where == (0, 6, 4):
                require(not b.text.strip() or has_phrase(b.text, "17 May"), "moved fixture's Notes cell is %r" % b.text)
            else:
                require(same_block(a, b), "cell %s changed: %r -> %r (or its formatting)" % (where, a.text, b.text))
    return "Oldfield moved to 7 June between 31 May and 14 June; rest unchanged"

run_check(check)
