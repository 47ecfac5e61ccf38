import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

SRC, OUT = "handover_checklist.docx", "handover_checklist_v2.docx"


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, OUT)
    ek.require(os.path.isfile(out), "%s was not created" % OUT)
    old = ek.blocks(os.path.join(pws, SRC))
    idx = [i for i, b in enumerate(old) if b.text.startswith("Check the weed hatch lid")]
    ek.require(len(idx) == 1, "internal: weed hatch step not found")
    step_style = old[idx[0]].style

    def new_ok(b):
        ek.require(b.where == "body", "new step is not a body paragraph")
        t = re.sub(r"[.!]+$", "", ek.norm(b.text)).strip()
        ek.require(t == "check the bilge pump switch is set to auto",
                   "new step text is %r" % b.text)
        ek.require(b.style == step_style, "new step has style %r, the other steps use %r" % (b.style, step_style))

    ek.require_inserted(os.path.join(pws, SRC), out, idx[0] + 1, new_ok)
    return "bilge pump step inserted after the weed hatch check as a numbered step"


ek.run_check(check)
