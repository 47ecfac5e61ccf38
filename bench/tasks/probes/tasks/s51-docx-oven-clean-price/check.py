import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only the Oven clean price cell (table 0, row 3, col 2) changes: "£65" -> "£72" (or "£72.00"); the carpet shampoo
# (£55) and everything else keep text and bold/italic; the original is unchanged.
OK = ("\u00a372", "\u00a372.00")


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "cleaning_prices.docx")
    out = os.path.join(ws, "cleaning_prices_2026.docx")
    require(os.path.isfile(out), "cleaning_prices_2026.docx not created")
    require_cells_changed(src, out, {(0, 3, 2): lambda t: t.strip() in OK})
    cell = [b for b in blocks(out) if b.where == (0, 3, 2)][0]
    require(all(f == (False, False, False) for c, f in cell.chars if not c.isspace()),
            "the new price picked up bold/italic/underline")
    require_same_doc(src, os.path.join(ws, "cleaning_prices.docx"), "original cleaning_prices.docx")
    return "oven clean \u00a372 in the copy; original intact"

run_check(check)
