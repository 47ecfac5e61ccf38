import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Items table is the 2nd table (a details key-value table comes first). New amounts: skirting 24 x 6.50 = 156.00,
# paint 3 x 48.75 = 146.25, extra day 1.5 x 180.00 = 270.00; the walls line (420.00) is already right and must stay
# as it is; "Included" stays; the discount row has no qty/price and stays −£50.00 (it still counts).
# Subtotal 420 + 156 + 146.25 + 270 - 50 = 942.25 (forgetting the discount gives 992.25), VAT 188.45,
# Total £1,130.70 (bold). Unit prices, the fixed £200.00 deposit, Q-0398's £610.00 and the second quote file stay.
# Amounts must read £N.NN (thousands comma optional). Everything else equal with formatting; original intact.
MONEY = re.compile(r"\u00a3\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})")


def amount_is(want):
    def ok(text):
        m = MONEY.fullmatch(text.strip())
        return bool(m) and abs(float(m.group(1).replace(",", "") + "." + m.group(2)) - want) < 0.001
    return ok


EXPECT = {(1, 2, 4): amount_is(156.00), (1, 3, 4): amount_is(146.25), (1, 4, 4): amount_is(270.00),
          (1, 7, 4): amount_is(942.25), (1, 8, 4): amount_is(188.45), (1, 9, 4): amount_is(1130.70)}


def check(ws, ev):
    pws, _ = pristine(__file__)
    q = os.path.join("quotes", "Q-0417_Harcourt.docx")
    require(same_file(os.path.join(pws, q), os.path.join(ws, q)), "the original quote was changed or removed")
    q2 = os.path.join("quotes", "Q-0398_Harcourt.docx")
    require(same_file(os.path.join(pws, q2), os.path.join(ws, q2)), "Q-0398_Harcourt.docx was changed or removed")
    out = os.path.join(ws, "quotes", "Q-0417_Harcourt_v2.docx")
    require(os.path.isfile(out), "quotes/Q-0417_Harcourt_v2.docx not found")
    require_cells_changed(os.path.join(pws, q), out, EXPECT)
    return "amounts 156.00/146.25/270.00, subtotal 942.25, VAT 188.45, total 1,130.70; original intact"

run_check(check)
