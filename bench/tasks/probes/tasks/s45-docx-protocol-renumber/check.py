import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Step 4 (PBS wash) deleted; steps 5-10 renumbered 4-9 (the number is a bold run). References to moved steps follow:
# "as in step 6" -> 5, "going on to step 10" -> 9, notes "Step 6" (bold) -> 5, "(see step 5)" -> 4, the range
# "Steps 8-10" -> 7-9, "from step 6 onwards" -> 5, troubleshooting "(step 5)" -> 4, "(step 6)" -> 5, "(step 9)" -> 8.
# "start again from step 3" and "(step 2)" point at steps before the deleted one and stay (a blanket decrement
# breaks them); numbers like 4-6 times, 13,000 rpm and 0.75 mL stay. Revision history: "Added step 4 (PBS wash)"
# is history and stays; the 1.3 row's "step 8" may stay or become "step 7"; a new revision row is allowed, as is a
# bumped version number on the "Version 1.3" line. Formatting (bold numbers, bold/italic phrases) kept.
# Save-as, original intact.
S = {
    "5. Resuspend": "4. Resuspend", "6. Add 250": "5. Add 250", "7. Add 350": "6. Add 350", "8. Centrifuge": "7. Centrifuge",
    "9. Spin 1 min": "8. Spin 1 min", "10. Put the column": "9. Put the column",
    "as in step 6.": "as in step 5.", "going on to step 10.": "going on to step 9.",
    "Step 6 is time-critical": "Step 5 is time-critical", "(see step 5)": "(see step 4)",
    "Steps 8\u201310 can": "Steps 7\u20139 can", "from step 6 onwards": "from step 5 onwards",
    "resuspended (step 5)": "resuspended (step 4)", "too long (step 6)": "too long (step 5)", "use (step 9)": "use (step 8)",
}


def expected(text):
    out = text
    for old, new in S.items():
        if old in text:
            out = out.replace(old, new)
    return out


def sig(b):
    return [(c, f) for c, f in b.chars if not c.isspace() and not c.isdigit()]


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "miniprep_protocol.docx")
    out = os.path.join(ws, "miniprep_protocol_v2.docx")
    require_same_doc(src, os.path.join(ws, "miniprep_protocol.docx"), "original miniprep_protocol.docx")
    require(os.path.isfile(out), "miniprep_protocol_v2.docx not created")
    A = [b for b in blocks(src) if not b.text.startswith("4. Wash the pellet")]
    B = blocks(out)
    require(not any("PBS wash" not in b.text and "PBS" in b.text for b in B), "the PBS wash step is still there")
    # a new revision-history row (table 1, rows past the last) is tolerated
    B = [b for b in B if not (b.where != "body" and b.where[0] == 1 and b.where[1] >= 4)]
    require(len(A) == len(B), "paragraph count is %d, expected %d (only step 4 removed)" % (len(B), len(A)))
    for a, b in zip(A, B):
        require(a.where == b.where, "document structure changed near %r" % a.text[:50])
        if a.text.startswith("Version 1.3"):
            require(re.match(r"Version 1\.\d+ ", b.text), "version line changed to %r" % b.text)
            continue
        if a.where == (1, 3, 2):
            require(b.text in (a.text, a.text.replace("step 8", "step 7")), "revision 1.3 entry changed to %r" % b.text)
            continue
        want = expected(a.text)
        require(b.text == want, "expected %r, found %r" % (want[:80], b.text[:80]))
        require(a.style == b.style, "style of %r changed (%s -> %s)" % (want[:40], a.style, b.style))
        require(sig(a) == sig(b), "formatting changed in %r" % want[:60])
        if re.match(r"\d+\. ", b.text):
            num = b.text.split(".")[0]
            require(all(f[0] for c, f in b.chars[:len(num) + 1]), "step number %s is no longer bold" % num)
    return "step 4 removed, steps 4-9 renumbered, references fixed; original intact"

run_check(check)
