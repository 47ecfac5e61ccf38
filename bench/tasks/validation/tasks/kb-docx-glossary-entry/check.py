import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)

    def new(b):
        require(b.text.strip().startswith("RPO"), "new paragraph does not start with RPO: %r" % b.text)
        require(has_phrase(b.text, "data loss") and has_phrase(b.text, "15 minutes"),
                "new paragraph does not carry the KB definition (data loss, 15 minutes): %r" % b.text)
        require(not b.style.lower().startswith("heading"), "new paragraph is a heading")

    require_inserted(os.path.join(pws, "dr_plan.docx"), os.path.join(ws, "dr_plan.docx"), 4, new)
    require_others_unchanged(__file__, ws, changed=("dr_plan.docx",))
    return "RPO added"

run_check(check)
