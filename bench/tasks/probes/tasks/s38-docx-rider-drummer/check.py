import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 5 "Dan Whitlock" -> "Priya Shah": bold in a cell split "Dan"+" Whitlock", bold in the Stage paragraph, italic
# possessive "Dan Whitlock's", plain split "Dan Whit"+"lock" in the monitor table, plain in Hospitality. The tour
# manager "Dana Whitlock" (bold, twice) and "Dana" stay (replacing the surname changes them). The new name keeps
# the old name's bold/italic. Original untouched.
OLD, NEW = "Dan Whitlock", "Priya Shah"


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "tour_rider.docx")
    out = os.path.join(ws, "tour_rider_2026.docx")
    require(os.path.isfile(out), "tour_rider_2026.docx not created")
    require_replaced(src, out, [(OLD, NEW)])
    n = 0
    for a, b in zip(blocks(src), blocks(out)):
        i, j = a.text.find(OLD), b.text.find(NEW)
        while i != -1:
            want = {f for c, f in a.chars[i:i + len(OLD)] if not c.isspace()}
            got = {f for c, f in b.chars[j:j + len(NEW)] if not c.isspace()}
            if len(want) == 1:
                require(got == want, "formatting of %r in %r changed (%s -> %s)" % (NEW, b.text[:50], want, got))
            n += 1
            i, j = a.text.find(OLD, i + len(OLD)), b.text.find(NEW, j + len(NEW))
    require(n == 5, "expected 5 replacements, checked %d" % n)
    require_same_doc(src, os.path.join(ws, "tour_rider.docx"), "original tour_rider.docx")
    return "5 names replaced with formatting; Dana Whitlock kept; original intact"

run_check(check)
