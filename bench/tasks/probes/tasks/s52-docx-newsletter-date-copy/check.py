import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# "Saturday 14 June" -> "Saturday 21 June" in the coffee-morning paragraph (a bold run) and the diary table's
# coffee-morning row; every other paragraph, cell and all bold/italic formatting unchanged (the bold date stays
# bold). The original newsletter_june.docx and distribution.txt unchanged.


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "newsletter_june.docx")
    out = os.path.join(ws, "newsletter_june_v2.docx")
    require(os.path.isfile(out), "newsletter_june_v2.docx not found")
    require_replaced(src, out, [("Saturday 14 June", "Saturday 21 June")])
    require(same_file(src, os.path.join(ws, "newsletter_june.docx")), "the original newsletter_june.docx was changed")
    require(same_file(os.path.join(pws, "distribution.txt"), os.path.join(ws, "distribution.txt")),
            "distribution.txt was changed")
    return "both coffee-morning dates now Saturday 21 June in the copy"

run_check(check)
