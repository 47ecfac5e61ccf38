import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "newsletter_autumn.docx"


def archer_ok(text):
    return ek.norm(text).rstrip(".") == "mia kowalski"


def score_ok(text):
    t = ek.norm(text)
    return re.fullmatch(r"562(\s*(/\s*600|points|pts))?", t) is not None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ek.require_cells_changed(os.path.join(pws, DOC), os.path.join(ws, DOC),
                             {(0, 2, 2): archer_ok, (0, 2, 3): score_ok})
    return "recurve Portsmouth best: Mia Kowalski 562"


ek.run_check(check)
