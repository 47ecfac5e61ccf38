import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Thursday table (table index 1): rows 1, 3 ("workshop", venue in bold) and 5 ("Workshop ") change
# Harbour Room -> Boiler House. Not: the Thursday poetry talk in the Harbour Room, the Harbour Room Bar rows (a
# workshop among them; a text replace of "Harbour Room" turns them into "Boiler House Bar"), the Wednesday and
# Friday Harbour Room workshops, the venue list and the access note.


def boiler(text):
    return norm(text) in ("boiler house", "the boiler house")


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "festival_programme.docx")
    out = os.path.join(ws, "festival_programme_v2.docx")
    require(os.path.isfile(out), "festival_programme_v2.docx not created")
    require_cells_changed(src, out, {(1, 1, 3): boiler, (1, 3, 3): boiler, (1, 5, 3): boiler})
    require_same_doc(src, os.path.join(ws, "festival_programme.docx"), "original festival_programme.docx")
    return "3 Thursday workshops moved to the Boiler House; rest unchanged; original intact"

run_check(check)
