import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

WANT = "auto-belay gates must be closed whenever a line is out of use"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    name = "climbing_induction.docx"
    A = ek.blocks(os.path.join(pws, name))
    idx = [i for i, b in enumerate(A) if b.text.startswith("Check the belay device")][0] + 1

    def new_ok(b):
        t = ek.norm(b.text).strip(" .\"'")
        ek.require(t == WANT, "new paragraph has text %r" % b.text)
        ek.require(b.style == "List Bullet", "new paragraph has style %r, expected List Bullet" % b.style)
        ek.require(b.where == "body", "new paragraph is not in the body")

    ek.require_inserted(os.path.join(pws, name), os.path.join(ws, name), idx, new_ok)
    return "bullet inserted after the top-rope belay device bullet"


ek.run_check(check)
