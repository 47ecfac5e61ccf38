import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    orig = os.path.join(pws, "minibus_march_2025.docx")
    path = os.path.join(ws, "minibus_march_2025.docx")
    ek.require(os.path.isfile(path), "minibus_march_2025.docx is missing")
    r = 6  # Thu 20 Mar row
    ek.require_cells_changed(orig, path, {
        (0, r, 1): lambda t: "ramblers" in t.lower() and "chess" not in t.lower(),
        (0, r, 2): lambda t: "ashridge" in t.lower() and "albans" not in t.lower(),
        (0, r, 3): lambda t: " ".join(t.split()).lower() == "pat okafor",
        (0, r, 4): lambda t: ek.parse_number(t) == 11 and len(ek.numbers_in(t, words=False)) == 1,
    })
    return "20 March row now Ramblers / Ashridge / Pat Okafor / 11"


ek.run_check(check)
