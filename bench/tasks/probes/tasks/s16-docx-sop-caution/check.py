import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

NEW = "Caution: wear heat-resistant gloves before opening the chamber door."
STEP = "Open the chamber door slowly, standing to one side to avoid the steam."
# "Open the chamber door" starts loading step 2 too; the faults section and the revision table mention the
# chamber door; the unloading step is split into runs ("slowly" in bold). Any non-heading style is accepted.


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "sop_autoclave.docx")
    out = os.path.join(ws, "sop_autoclave_v2.docx")
    require(os.path.isfile(out), "sop_autoclave_v2.docx not created")
    A = blocks(src)
    hits = [i for i, b in enumerate(A) if b.where == "body" and b.text == STEP]
    require(len(hits) == 1, "internal: unloading step not found in pristine doc")

    def check_new(b):
        require(b.where == "body", "new paragraph is not in the body")
        require(norm(b.text).rstrip(".") == norm(NEW).rstrip("."),
                "paragraph after the unloading door step is %r, expected the caution text" % b.text[:80])
        st = b.style.lower()
        require(not st.startswith("heading") and not st.startswith("title"),
                "new paragraph has heading/title style %r" % b.style)

    require_inserted(src, out, hits[0] + 1, check_new)
    require_same_doc(src, os.path.join(ws, "sop_autoclave.docx"), "original sop_autoclave.docx")
    return "caution inserted after unloading step 3; rest unchanged; original intact"

run_check(check)
