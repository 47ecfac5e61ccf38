import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    orig_p = os.path.join(pws, "christmas_hours.docx")
    new = os.path.join(ws, "christmas_hours_v2.docx")
    ek.require(os.path.isfile(new), "christmas_hours_v2.docx was not created")
    ek.require(os.path.isfile(os.path.join(ws, "christmas_hours.docx")), "original christmas_hours.docx is missing")
    ek.require_same_doc(orig_p, os.path.join(ws, "christmas_hours.docx"), "original christmas_hours.docx")
    ek.require_replaced(orig_p, new, [("9am \u2013 2pm", "9am \u2013 3pm"), ("01632 960 455", "01632 960 781")])
    return "copy has both changes, original untouched"


ek.run_check(check)
