import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Status is typed by hand: paid / Paid / "PAID " / "paid " / PAID count; unpaid / Unpaid / UNPAID / pending don't.
# `"paid" in status` wrongly adds the unpaid ones; `status == "paid"` misses Paid/PAID/trailing spaces.
# Tom Ide (106) has nothing paid -> 0.00.
EXPECTED = {1: 67.50, 2: 112.50, 3: 45.00, 4: 50.00, 5: 110.00, 6: 0.00}


def ok(v):
    def f(text):
        s = text.strip()
        return bool(re.fullmatch(r"(\u00a3\s*)?\d+\.\d{2}", s)) and abs(parse_number(s) - v) < 0.005
    return f


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "runners.docx")
    out = os.path.join(ws, "runners_raised.docx")
    require(os.path.isfile(out), "runners_raised.docx not created")
    cells = cell_blocks_text(out)
    for r, v in EXPECTED.items():
        got = cells.get((0, r, 3), "")
        require(ok(v)(got), "Raised for %s is %r, expected %.2f" % (cells.get((0, r, 1)), got, v))
    require_cells_changed(src, out, {(0, r, 3): ok(v) for r, v in EXPECTED.items()})
    require_same_doc(src, os.path.join(ws, "runners.docx"), "original runners.docx")
    require(same_file(os.path.join(pws, "pledges.csv"), os.path.join(ws, "pledges.csv")), "pledges.csv changed")
    return "6 runner totals right"

run_check(check)
