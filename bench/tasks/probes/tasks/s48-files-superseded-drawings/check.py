import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Latest revision per drawing number: A-101 rev10 (rev9/rev8 sort after it as text; the register still says 9),
# A-101A is its own drawing (rev2 stays: a prefix match puts it under A-101), A-102's title changed at rev3 (rev2
# moves: grouping by title keeps it), A-103 Rev4 exists only as a PDF (the rev3 DWG moves too), "Revolving" in
# A-205's title, "REV2"/"Rev4" in capitals. The transmittal, the client comments file (rev2 in its name), the
# register, README and the superseded/, structural/ and issued/ sub-folders stay. 10 files move; exact tree under
# projects/.
D = "projects/2417-mill-lane/drawings/"
MOVES = {
    "2417-A-101_Ground-Floor-Plan_rev8.pdf", "2417-A-101_Ground-Floor-Plan_rev9.pdf",
    "2417-A-101_Ground-Floor-Plan_rev9.dwg", "2417-A-101A_Ground-Floor-Furniture-Layout_rev1.pdf",
    "2417-A-102_First-Floor-Plan_rev2.pdf", "2417-A-103_Roof-Plan_rev3.pdf", "2417-A-103_Roof-Plan_rev3.dwg",
    "2417-A-201_Elevations_rev1.pdf", "2417-A-205_Revolving-Door-Detail_rev1.pdf", "2417-A-301_Sections_rev1.pdf",
}


def target(p):
    if p.startswith(D) and "/" not in p[len(D):] and p[len(D):] in MOVES:
        return D + "superseded/" + p[len(D):]
    return p


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_tree(pws, ws, target, "projects")
    return "%d older-revision files moved to superseded/; latest revisions and sub-folders untouched" % len(MOVES)

run_check(check)
