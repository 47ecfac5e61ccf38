import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# guest_welcome.docx (same name) = original with "10:00" -> "11:00" in the bold run of the arrival paragraph and the
# bold "by 10:00" table cell; the check-in 16:00, the shop's 07:00-21:00 hours and all formatting unchanged.
# changeover_checklist.txt unchanged.


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "guest_welcome.docx")
    require(os.path.isfile(path), "guest_welcome.docx not found")
    require_replaced(os.path.join(pws, "guest_welcome.docx"), path, [("10:00", "11:00")])
    require(same_file(os.path.join(pws, "changeover_checklist.txt"), os.path.join(ws, "changeover_checklist.txt")),
            "changeover_checklist.txt was changed")
    return "check-out 11:00 in both places, in place"

run_check(check)
