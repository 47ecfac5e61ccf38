import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "project_status.docx")
    out = os.path.join(ws, "project_status_updated.docx")
    require(os.path.isfile(out), "project_status_updated.docx not created")
    # table 0, row 3 (HR-35), column 3 (Status)
    require_cells_changed(src, out, {(0, 3, 3): lambda t: norm(t) == "closed"})
    require_same_doc(src, os.path.join(ws, "project_status.docx"), "original project_status.docx")
    return "HR-35 status set to Closed, everything else unchanged"

run_check(check)
