import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    require_cells_changed(os.path.join(pws, "tracker.docx"), os.path.join(ws, "tracker.docx"),
                          {(0, 2, 2): "Done", (0, 4, 2): "Done", (0, 5, 2): "Done"})
    require_others_unchanged(__file__, ws, changed=("tracker.docx",))
    return "3 done"

run_check(check)
