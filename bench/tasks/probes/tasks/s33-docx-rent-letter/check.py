import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Monthly rent in 3 places: the offer paragraph ("£1," + "150" in two bold runs), the Monthly rent cell
# (italic "£1,150.00"; "£1,195.00" or "£1,195") and the standing-order paragraph (bold, "per month"). Stay: the
# Deposit held cell "£1,150.00" and the deposit sentence "£1,150" (same amount: a blanket replace changes them),
# the phone number 01904 611150. Formatting of every character kept; the new amount takes the old one's.
OLD = "\u00a31,150"


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "renewal_letter.docx")
    out = os.path.join(ws, "renewal_letter_2025.docx")
    require(os.path.isfile(out), "renewal_letter_2025.docx not created")
    A, B = blocks(src), blocks(out)
    require(len(A) == len(B), "renewal_letter_2025.docx: paragraph count changed (%d -> %d)" % (len(A), len(B)))
    changed = 0
    for a, b in zip(A, B):
        require(a.where == b.where and a.style == b.style, "document structure changed near %r" % a.text[:50])
        is_rent = ("monthly rent will be" in a.text or "standing order to" in a.text
                   or (a.where != "body" and a.where[1] == 3 and a.where[2] == 1))
        if not is_rent:
            require(same_block(a, b), "paragraph %r was changed (now %r)" % (a.text[:60], b.text[:60]))
            continue
        i = a.text.find(OLD)
        end = i + len(OLD) + (3 if a.text[i + len(OLD):].startswith(".00") else 0)
        pre, post = a.text[:i], a.text[end:]
        require(b.text.startswith(pre) and b.text.endswith(post), "rent paragraph reworded: %r" % b.text[:90])
        new = b.text[len(pre):len(b.text) - len(post)]
        require(new in ("\u00a31,195", "\u00a31,195.00", "\u00a31195", "\u00a31195.00"),
                "monthly rent reads %r in %r" % (new, b.text[:80]))
        fmt_old = a.chars[i][1]
        want = [(c, f) for c, f in a.chars[:i]] + [(c, fmt_old) for c in new] + list(a.chars[end:])
        require([x for x in b.chars if not x[0].isspace()] == [x for x in want if not x[0].isspace()],
                "formatting lost in %r" % b.text[:80])
        changed += 1
    require(changed == 3, "expected 3 rent places, found %d" % changed)
    require_same_doc(src, os.path.join(ws, "renewal_letter.docx"), "original renewal_letter.docx")
    return "rent updated in 3 places with formatting; deposit unchanged; original intact"

run_check(check)
