import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# [DATE] split over two bold runs in the body; [VENUE] split over two italic runs in the table; [RSVP DATE]
# (underlined) contains "DATE]" but is its own field; [TIME] twice. Each value must take the field's formatting;
# everything else unchanged (the template note mentions "square brackets" and a "date of the walk").
PAIRS = [("[RSVP DATE]", "Friday 3 October"), ("[DATE]", "Saturday 18 October 2025"), ("[TIME]", "7:30pm"),
         ("[VENUE]", "The Old Granary, Wickham Lane")]


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "invite_template.docx")
    out = os.path.join(ws, "invite.docx")
    require(os.path.isfile(out), "invite.docx not created")
    require_replaced(src, out, PAIRS)
    A, B = blocks(src), blocks(out)
    for a, b in zip(A, B):
        for old, new in PAIRS:
            i = a.text.find(old)
            if i == -1 or (old == "[DATE]" and "[RSVP DATE]" in a.text and a.text.find("[DATE]") == -1):
                continue
            want = a.chars[i][1]
            j = b.text.find(new)
            require(j != -1, "value %r missing in %r" % (new, b.text[:60]))
            got = {f for c, f in b.chars[j:j + len(new)] if not c.isspace()}
            require(got == {want}, "%r in %r lost the field's formatting (%s -> %s)" % (new, b.text[:50], want, got))
    require_same_doc(src, os.path.join(ws, "invite_template.docx"), "invite_template.docx")
    return "4 fields filled with formatting; template intact"

run_check(check)
