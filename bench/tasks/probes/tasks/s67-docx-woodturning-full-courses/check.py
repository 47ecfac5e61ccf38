import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

OUT = "courses/woodturning_courses_marked.docx"
TARGETS = {(0, 1, 0), (0, 3, 0), (0, 5, 0)}   # Spindle Turning, Pens and Small Gifts, Hollow Forms


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    out = os.path.join(ws, OUT)
    ek.require(os.path.isfile(out), "%s is missing" % OUT)
    A = ek.blocks(os.path.join(pws, "courses", "woodturning_courses.docx"))
    B = ek.blocks(out)
    ek.require(len(A) == len(B), "paragraph count changed (%d -> %d)" % (len(A), len(B)))
    for a, b in zip(A, B):
        ek.require(a.where == b.where, "document structure changed near %r" % a.text[:50])
        if a.where in TARGETS:
            ek.require(a.text.strip() == b.text.strip(), "course name %r changed to %r" % (a.text, b.text))
            chars = [f for c, f in b.chars if not c.isspace()]
            ek.require(chars and all(f[0] for f in chars), "%r (fully booked) is not bold" % a.text)
            ek.require(all(not f[1] and not f[2] for f in chars), "%r got italic/underline" % a.text)
        else:
            ek.require(ek.same_block(a, b), "%r was changed (text or formatting)" % a.text[:60])
    return "Introduction to Spindle Turning, Pens and Small Gifts, Hollow Forms bolded"


ek.run_check(check)
