import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *


def done(text):
    return norm(text).startswith("done")


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_cells_changed(os.path.join(pws, "committee_minutes.docx"), os.path.join(ws, "committee_minutes.docx"),
                          {(0, 1, 4): done, (0, 3, 4): done, (0, 7, 4): done})
    extra = [f for f in list_files(ws) if f.endswith(".docx") and f != "committee_minutes.docx"]
    return "Priya's actions 1, 3, 7 marked Done" + (" (extra docx: %s)" % extra if extra else "")


run_check(check)
