import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# In place: the Status cells of A-07 (row 4) and A-11 (row 8) become "Done" (any case); every other paragraph,
# cell and formatting unchanged; no extra .docx copy required (a backup copy is tolerated); notes file unchanged.


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "committee_actions.docx")
    out = os.path.join(ws, "committee_actions.docx")
    require(os.path.isfile(out), "committee_actions.docx is missing")
    done = lambda t: t.strip().lower() == "done"
    require_cells_changed(src, out, {(0, 4, 4): done, (0, 8, 4): done})
    require(same_file(os.path.join(pws, "minutes_notes.txt"), os.path.join(ws, "minutes_notes.txt")),
            "minutes_notes.txt was changed")
    return "A-07 and A-11 marked Done in place"

run_check(check)
