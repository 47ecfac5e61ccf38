import os, re, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

SRC = "handbook/pupil_handbook.docx"
OUT = "handbook/pupil_handbook_2025.docx"
OLD = re.compile(r"Kings Hill (test centre|Test Centre)")
ADDR_CELL = (0, 2, 2)


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    A, B = ek.blocks(os.path.join(pws, SRC)), ek.blocks(os.path.join(ws, OUT))
    ek.require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    replaced = 0
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "document structure changed near %r" % a.text[:50])
        ek.require(a.style == b.style, "style of %r changed (%s -> %s)" % (a.text[:50], a.style, b.style))
        if a.where == ADDR_CELL:
            t = ek.norm(b.text)
            ek.require("unit 4" in t and "beacon way retail park" in t and "le5 9qt" in t,
                       "test centre address cell is %r" % b.text)
            ek.require("unit 7" not in t and "station road" not in t, "test centre address cell is %r" % b.text)
            continue
        # expected text: untouched pieces must match exactly (with formatting), replaced pieces case-insensitively
        pieces, pos = [], 0
        for m in OLD.finditer(a.text):
            pieces.append((pos, m.start(), None))
            pieces.append((m.start(), m.end(), "Beacon Way " + m.group(1)))
            pos = m.end()
        pieces.append((pos, len(a.text), None))
        bpos = 0
        for s, e, new in pieces:
            if new is None:
                seg = a.text[s:e]
                ek.require(b.text[bpos:bpos + len(seg)] == seg,
                           "paragraph %r should read %r" % (b.text[:70], OLD.sub(lambda m: "Beacon Way " + m.group(1), a.text)[:70]))
                for k in range(len(seg)):
                    ch, f = a.chars[s + k]
                    if not ch.isspace():
                        ek.require(b.chars[bpos + k][1] == f,
                                   "formatting changed in %r near %r" % (b.text[:50], b.text[max(0, bpos + k - 8):bpos + k + 8]))
                bpos += len(seg)
            else:
                ek.require(b.text[bpos:bpos + len(new)].lower() == new.lower(),
                           "paragraph %r should read %r" % (b.text[:70], OLD.sub(lambda m: "Beacon Way " + m.group(1), a.text)[:70]))
                bpos += len(new)
                replaced += 1
        ek.require(bpos == len(b.text), "paragraph %r has extra text" % b.text[:70])
    ek.require(replaced == 6, "expected 6 replacements, found %d" % replaced)
    return "6 mentions replaced, address updated, formatting kept"


ek.run_check(check)
