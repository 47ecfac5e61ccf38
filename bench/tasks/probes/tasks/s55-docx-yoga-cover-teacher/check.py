import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only the teacher cell of the Wednesday 18:30 row (table 0, row 6, col 3) becomes "Priya Shah"; Tom Reed's Monday,
# Thursday and Saturday rows, the teacher bios and all formatting unchanged. Original file unchanged.


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "timetable_autumn.docx")
    out = os.path.join(ws, "timetable_autumn_v2.docx")
    require(os.path.isfile(out), "timetable_autumn_v2.docx not found")
    require_cells_changed(src, out, {(0, 6, 3): lambda t: norm(t) == "priya shah"})
    require(same_file(src, os.path.join(ws, "timetable_autumn.docx")), "the original timetable_autumn.docx was changed")
    return "Wednesday 18:30 Vinyasa now Priya Shah in the copy"

run_check(check)
