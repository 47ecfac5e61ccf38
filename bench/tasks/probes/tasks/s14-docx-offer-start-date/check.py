import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# the start date is in the body (two bold runs "19 May" + " 2025"), in the terms table as
# 19/05/2025 and in the "Your first day" paragraph (italic). "9 May 2025" (reply-by) and
# "19 March 2025" (handbook version) are other dates and must stay.
LONG = ("19 May 2025", "2 June 2025")
SHORT_OK = ["02/06/2025", "2/06/2025", "2/6/2025", "02/06/25", "2 June 2025"]


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "offer_letter.docx")
    out = os.path.join(ws, "offer_letter_revised.docx")
    require(os.path.isfile(out), "offer_letter_revised.docx not created")
    errors = []
    for short in SHORT_OK:
        try:
            require_replaced(src, out, [LONG, ("19/05/2025", short)])
            break
        except Fail as e:
            errors.append(str(e))
    else:
        raise Fail(errors[0])
    require_same_doc(src, os.path.join(ws, "offer_letter.docx"), "original offer_letter.docx")
    return "start date corrected in 3 places, formatting kept, original intact"

run_check(check)
