import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Large column (4th) of the 2nd table (a contact key-value table comes first): £55 ("£" + "55" runs) -> £60,
# £36 -> £41, "–" stays, "from £68" -> "from £73", £10 -> £15, £42.50 -> £47.50, bold offer "£6"+"0" -> £65 bold.
# Stay: Giant column, the Add-on extras "Large / Giant" column, the de-matting £10 and cancellation £15 in prose,
# the "2025" title. Formatting of each new price as the old one; original intact.
P = "\u00a3"


def price(want, prefix=""):
    v = float(want)
    return lambda t: re.fullmatch(re.escape(prefix) + r"\s*\u00a3\s*(\d+(?:\.\d\d)?)\s*", t.strip()) is not None and \
        abs(float(re.fullmatch(re.escape(prefix) + r"\s*\u00a3\s*(\d+(?:\.\d\d)?)\s*", t.strip()).group(1)) - v) < 0.001


EXPECT = {(1, 1, 3): price(60), (1, 2, 3): price(41), (1, 4, 3): price(73, "from "), (1, 5, 3): price(15),
          (1, 6, 3): price(47.5), (1, 7, 3): price(65)}


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "price_list.docx")
    out = os.path.join(ws, "price_list_2026.docx")
    require(os.path.isfile(out), "price_list_2026.docx not created")
    require_cells_changed(src, out, EXPECT)
    A = {b.where: b for b in blocks(src) if b.where in EXPECT}
    for b in blocks(out):
        if b.where in EXPECT and b.where in A:
            fmts = {f for c, f in b.chars if not c.isspace()}
            want = {f for c, f in A[b.where].chars if not c.isspace()}
            require(fmts == want, "formatting of the Large price in row %d changed (%s -> %s)" % (b.where[1], want, fmts))
    require_same_doc(src, os.path.join(ws, "price_list.docx"), "original price_list.docx")
    return "6 Large prices +5 with formatting; rest unchanged; original intact"

run_check(check)
