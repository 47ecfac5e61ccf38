import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

OUT = "quotes/Q-2291_hartley_armchair_v2.docx"


def money(value):
    def ok(text):
        t = text.strip().replace("\u00a3", "").replace("GBP", "").replace(",", "").strip()
        return re.fullmatch(r"\d+(\.\d{1,2})?", t) is not None and abs(float(t) - value) < 0.005
    return ok


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, OUT)
    ek.require(os.path.isfile(out), "%s is missing" % OUT)
    ek.require_cells_changed(os.path.join(pws, "quotes", "Q-2291_hartley_armchair.docx"), out,
                             {(0, 2, 2): money(31), (0, 2, 3): money(62), (0, 6, 3): money(699)})
    return "foam 2 x \u00a331.00 = \u00a362.00, total \u00a3699.00"


ek.run_check(check)
