import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "show/Exhibitor list 2025.docx"
# longer than 4 m (Thornby 4.8 m, Saltend 5.2 m, Aire Valley 16 ft = 4.88 m, Market Weighton 6.2 m,
# Beverley 4.5 m) and mains power. Not: Garrowby (exactly 4.0 m), Brough (12 ft = 3.66 m),
# Tinplate (clockwork), Skidby (battery).
TARGETS = {"Thornby Junction", "Saltend Docks", "Aire Valley Loco Shed", "Market Weighton 1959", "Beverley Westwood"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    A, B = ek.blocks(os.path.join(pws, DOC)), ek.blocks(os.path.join(ws, DOC))
    ek.require(len(A) == len(B), "document structure changed (paragraph count %d -> %d)" % (len(A), len(B)))
    done = set()
    for a, b in zip(A, B):
        ek.require(a.where == b.where and a.text == b.text, "text changed: %r -> %r" % (a.text[:50], b.text[:50]))
        ek.require(a.style == b.style, "style of %r changed" % a.text[:50])
        if a.where != "body" and a.where[0] == 0 and a.where[2] == 0 and a.text in TARGETS:
            for (ca, fa), (cb, fb) in zip(a.chars, b.chars):
                if ca.isspace():
                    continue
                ek.require(fb[1], "layout name %r is not (fully) italic" % a.text)
                ek.require(fb[0] == fa[0] and fb[2] == fa[2], "bold/underline of %r changed" % a.text)
            done.add(a.text)
        else:
            ek.require(ek.same_block(a, b), "formatting of %r changed%s" % (
                a.text[:60], " (should not be italic)" if a.where != "body" and a.where[2] == 0 and any(f[1] for _, f in b.chars) else ""))
    ek.require(done == TARGETS, "internal: targets not found")
    return "5 layout names italic, everything else unchanged"


ek.run_check(check)
