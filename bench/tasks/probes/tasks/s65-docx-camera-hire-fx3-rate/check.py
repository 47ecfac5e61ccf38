import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

OUT = "camera_hire_rates_new.docx"


def amount(value):
    def ok(text):
        n = ek.parse_number(text.replace("\u00a3", ""))
        return n is not None and abs(n - value) < 0.001
    return ok


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    p = os.path.join(ws, OUT)
    ek.require(os.path.isfile(p), f"{OUT} was not created")
    # table 0 = cameras, row 2 = Sony FX3 body; cols 1-3 = day, weekend, week
    ek.require_cells_changed(os.path.join(pws, "camera_hire_rates.docx"), p,
                             {(0, 2, 1): amount(95), (0, 2, 2): amount(142.50), (0, 2, 3): amount(380)})
    return "FX3 row now 95 / 142.50 / 380, everything else unchanged"


ek.run_check(check)
