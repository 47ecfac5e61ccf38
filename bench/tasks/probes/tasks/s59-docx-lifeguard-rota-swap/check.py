import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, "pool_rota_june_v2.docx")
    ek.require(os.path.isfile(out), "pool_rota_june_v2.docx was not created")
    # main pool table is table 0; the Sat 14 June early row is row 4, poolside column 2
    ek.require_cells_changed(os.path.join(pws, "pool_rota_june.docx"), out,
                             {(0, 4, 2): lambda t: ek.norm(t) == "tom ashdown"})
    return "main-pool Sat 14 June early: Tom Ashdown, nothing else changed"


ek.run_check(check)
