import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "tree_survey.docx"


def ok(text):
    return re.fullmatch(r"fell (and|&) replant\.?", ek.norm(text).strip("'\"")) is not None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, DOC)
    ek.require(os.path.isfile(p), "%s is missing" % DOC)
    # table 0 = 2025 survey, row 3 = T-118, col 4 = recommended action
    ek.require_cells_changed(os.path.join(pws, DOC), p, {(0, 3, 4): ok})
    return "T-118 (2025) now Fell and replant; nothing else changed"


ek.run_check(check)
