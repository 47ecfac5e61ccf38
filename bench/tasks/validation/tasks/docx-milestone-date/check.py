import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    require_cells_changed(os.path.join(pws, "project_plan.docx"), os.path.join(ws, "project_plan.docx"),
                          {(0, 3, 2): "2026-03-15"})
    require_others_unchanged(__file__, ws, changed=("project_plan.docx",))
    return "date changed"

run_check(check)
