import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

SHIP = re.compile(r"\b(Kittiwake|Shearwater|Guillemot)\b(?! Caf\u00e9| Road)")


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    name = "harbour_bulletin.docx"
    for f in ek.list_files(pws):
        if f != name:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    A, B = ek.blocks(os.path.join(pws, name)), ek.blocks(os.path.join(ws, name))
    ek.require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    n = 0
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "document structure changed near %r" % a.text[:50])
        ek.require(a.text == b.text, "text changed: %r -> %r" % (a.text[:60], b.text[:60]))
        ek.require(a.style == b.style, "style of %r changed" % a.text[:50])
        inside = set()
        for m in SHIP.finditer(a.text):
            inside.update(range(m.start(), m.end()))
            n += 1
        for k, ((ch, fa), (_, fb)) in enumerate(zip(a.chars, b.chars)):
            if ch.isspace():
                continue
            if k in inside:
                ek.require(fb[0] == fa[0] and fb[2] == fa[2] and fb[1],
                           "%r in %r is not italic (or bold/underline changed)" % (
                               SHIP.search(a.text, max(0, k - 12)).group(0), a.text[:50]))
            else:
                ek.require(fb == fa, "formatting changed outside vessel names in %r near %r" % (
                    a.text[:40], a.text[max(0, k - 8):k + 8]))
    ek.require(n == 11, "internal: expected 11 vessel mentions, found %d" % n)
    return "all 11 vessel mentions italic, nothing else changed"


ek.run_check(check)
