import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "gritting_plan_2025-26.docx"


def name(n):
    return lambda t: ek.norm(t).rstrip(".") == n.lower()


TBC = lambda t: re.fullmatch(r"tbc\.?|\(tbc\)|tbc - .*", ek.norm(t)) is not None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, DOC)
    ek.require(os.path.isfile(p), "%s is missing" % DOC)
    expect = {
        (0, 2, 3): name("Colm Byrne"), (0, 2, 4): TBC,
        (0, 4, 4): TBC,
        (0, 5, 3): name("Agnes Mwangi"), (0, 5, 4): TBC,
        (0, 7, 3): name("Dan Hollis"), (0, 7, 4): TBC,
    }
    ek.require_cells_changed(os.path.join(pws, DOC), p, expect)
    return "R2, R5, R7 leads moved up, TBC standbys, R4 standby TBC, rest unchanged"


ek.run_check(check)
