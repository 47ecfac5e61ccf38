import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def pitch12(t):
    return re.fullmatch(r"\s*(pitch\s*)?(no\.?\s*)?12\s*", t, re.I) is not None


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, "fete_stalls_v2.docx")
    ek.require(os.path.isfile(out), "fete_stalls_v2.docx was not written")
    # table 1 (stalls), row 7 = Bottle tombola, col 2 = Pitch
    ek.require(ek.tables(os.path.join(pws, "fete_stalls.docx"))[1][7][0] == "Bottle tombola", "internal: row layout")
    ek.require_cells_changed(os.path.join(pws, "fete_stalls.docx"), out, {(1, 7, 2): pitch12})
    return "bottle tombola moved to pitch 12, nothing else changed"


ek.run_check(check)
