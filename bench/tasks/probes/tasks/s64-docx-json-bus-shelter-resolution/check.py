import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

SRC, OUT = "council_minutes.docx", "council_minutes_final.docx"


def new_par(b):
    ek.require(b.where == "body", "new paragraph is not in the body")
    t = b.text
    ek.require(ek.norm(t).startswith("resolved"), "new paragraph %r does not start with 'Resolved'" % t[:80])
    ek.require(ek.has_phrase(t, "Taverner Street Furniture"), "new paragraph %r does not name Taverner Street Furniture Ltd" % t[:100])
    ek.require(ek.has_number(t, 1612.5, words=False), "new paragraph %r does not give \u00a31,612.50" % t[:100])
    for wrong in ("Hendry", "Copeland", "Brookside"):
        ek.require(not ek.has_phrase(t, wrong), "new paragraph names %s" % wrong)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, OUT)
    ek.require(os.path.isfile(out), "%s is missing" % OUT)
    src = os.path.join(pws, SRC)
    idx = [i for i, b in enumerate(ek.blocks(src)) if b.text.startswith("7. Bus shelter, Mill Lane")]
    ek.require(len(idx) == 1, "internal: item 7 not found")
    ek.require_inserted(src, out, idx[0] + 1, new_par)
    return "resolution for Taverner Street Furniture Ltd \u00a31,612.50 inserted after item 7"


ek.run_check(check)
