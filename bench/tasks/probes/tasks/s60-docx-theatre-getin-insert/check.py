import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

NEW = "Check the safety bond on every lantern hung over the stage."


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    src = os.path.join(pws, "get_in_procedure.docx")
    out = os.path.join(ws, "get_in_procedure_v2.docx")
    ek.require(os.path.isfile(out), "get_in_procedure_v2.docx was not written")
    A = ek.blocks(src)
    idx = [i for i, b in enumerate(A) if b.text.startswith("Fly bars 2 and 4 out to their deads")]
    ek.require(len(idx) == 1, "internal: anchor paragraph")
    target = idx[0] + 1

    def new_ok(b):
        want = ek.norm(NEW).rstrip(".")
        got = ek.norm(b.text).strip().strip("\"'").rstrip(".")
        got = re.sub(r"^(\d+[.)]|[-*\u2022])\s*", "", got)
        ek.require(got == want, "new paragraph is %r" % b.text)
        ek.require(not b.style.lower().startswith(("heading", "title")), "new step was added as a %s" % b.style)

    ek.require_inserted(src, out, target, new_ok)
    return "safety-bond step inserted after the get-in fly-out step"


ek.run_check(check)
