import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Open table (table 1), Gwen Parry & Meg (row 2): Pen 7 -> 9 (col 8), Total 83 -> 85 (col 9).
# Traps: Mari Jones & Meg in the Novice table, Eleri/Huw Parry, editing the original in place.


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    src = os.path.join(pws, "trials", "hillend_2025_results.docx")
    out = os.path.join(ws, "trials", "hillend_2025_results_corrected.docx")
    ek.require(os.path.isfile(out), "trials/hillend_2025_results_corrected.docx was not created")
    t = ek.tables(src)[1]
    ek.require(t[2][1] == "Gwen Parry" and t[2][8] == "7" and t[2][9] == "83", "internal: fixture mismatch")
    ek.require_cells_changed(src, out, {(1, 2, 8): "9", (1, 2, 9): "85"})
    return "Gwen Parry & Meg: pen 9, total 85 in the corrected copy; original untouched"


ek.run_check(check)
