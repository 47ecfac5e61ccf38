import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "onboarding_guide.docx")
    out = os.path.join(ws, "onboarding_guide_updated.docx")
    require(os.path.isfile(out), "onboarding_guide_updated.docx not created")
    require_replaced(src, out, [("Marta Okonkwo", "Daniel Reyes")])
    require_same_doc(src, os.path.join(ws, "onboarding_guide.docx"), "original onboarding_guide.docx")
    return "6 replacements (incl. run-split ones), formatting kept, original intact"

run_check(check)
