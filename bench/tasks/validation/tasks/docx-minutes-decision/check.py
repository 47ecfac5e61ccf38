import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)

    def new(b):
        require(has_phrase(b.text, "The budget increase for Q3 was approved unanimously"),
                "new paragraph reads %r" % b.text)
        require(not b.style.lower().startswith("heading"), "new paragraph is a heading")

    require_inserted(os.path.join(pws, "minutes.docx"), os.path.join(ws, "minutes.docx"), 6, new)
    require_others_unchanged(__file__, ws, changed=("minutes.docx",))
    return "inserted"

run_check(check)
