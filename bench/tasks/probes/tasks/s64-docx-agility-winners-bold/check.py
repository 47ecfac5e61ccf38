import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "agility_results.docx"
WIN = {(0, 3, 2): "Skye", (1, 4, 2): "Mabel"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, DOC)
    ek.require(os.path.isfile(p), "%s is missing" % DOC)
    A, B = ek.blocks(os.path.join(pws, DOC)), ek.blocks(p)
    ek.require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    seen = set()
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "document structure changed near %r" % a.text[:60])
        if a.where in WIN:
            seen.add(a.where)
            ek.require(b.text.strip() == WIN[a.where], "winner cell text changed to %r" % b.text)
            ek.require(all(f[0] for c, f in b.chars if not c.isspace()), "%s is not bold" % WIN[a.where])
            ek.require(not any(f[1] or f[2] for c, f in b.chars), "%s got italic/underline too" % WIN[a.where])
        else:
            ek.require(ek.same_block(a, b), "paragraph/cell %r (%s) was changed" % (a.text[:50], a.where))
    ek.require(seen == set(WIN), "internal: winner cells not found")
    return "Skye and Mabel bold, nothing else changed"


ek.run_check(check)
