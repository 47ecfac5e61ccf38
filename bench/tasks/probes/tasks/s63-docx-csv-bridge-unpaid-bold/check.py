import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

DOC = "bridge_members.docx"
UNPAID = {"Jo Harper", "Derek Ashworth", "Elspeth Murray", "Frank Nowak", "Ray Pemberton"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != DOC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    A, B = ek.blocks(os.path.join(pws, DOC)), ek.blocks(os.path.join(ws, DOC))
    ek.require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    seen = set()
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "document structure changed near %r" % a.text[:50])
        is_name = a.where != "body" and a.where[0] == 0 and a.where[1] > 0 and a.where[2] == 0
        if is_name and a.text in UNPAID:
            ek.require(b.text == a.text, "name %r changed to %r" % (a.text, b.text))
            ek.require(b.style == a.style, "style of %r changed" % a.text)
            ek.require(all(f[0] for c, f in b.chars if not c.isspace()), "%s (unpaid) is not bold" % a.text)
            ek.require(all(f[1:] == g[1:] for (c, f), (_, g) in zip(b.chars, a.chars)),
                       "%s: italic/underline changed" % a.text)
            seen.add(a.text)
        else:
            if is_name and ek.same_block(a, b, check_style=False) is False and a.text == b.text:
                raise ek.Fail("%s has paid but their name was reformatted" % a.text)
            ek.require(ek.same_block(a, b), "paragraph %r was changed (now %r)" % (a.text[:50], b.text[:50]))
    ek.require(seen == UNPAID, "internal: unpaid names not all found")
    return "unpaid members bolded: " + ", ".join(sorted(UNPAID))


ek.run_check(check)
