import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# In place: Opening hours Tuesday Closes 20:00 -> 21:00 (table 0, row 2) and the Tuesday Lane swimming End (table 1,
# row 7: its Day cell is blank, the day is only on the first Tuesday row) 20:00 -> 21:00, staying bold (adults only).
# Tuesday Aqua fit also ends 20:00, Thursday's bold lane swim is 18:00-20:00 and Thursday closes at 20:00; the
# cafe's 20:00 and the club's Tuesday slot stay. Everything else equal with formatting.


def check(ws, ev):
    pws, _ = pristine(__file__)
    p = os.path.join(ws, "pool_timetable.docx")
    require(os.path.isfile(p), "pool_timetable.docx is missing")
    require_cells_changed(os.path.join(pws, "pool_timetable.docx"), p,
                          {(0, 2, 2): "21:00", (1, 7, 4): "21:00"})
    cell = [b for b in blocks(p) if b.where == (1, 7, 4)][0]
    require(all(f[0] for ch, f in cell.chars if not ch.isspace()), "the lane swim's new end time lost its bold")
    return "Tuesday closes 21:00, Tuesday lane swim ends 21:00 (bold); rest unchanged"

run_check(check)
