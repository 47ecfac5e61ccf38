import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

NEW = "Employees in their probation period are not eligible for remote work."


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "remote_work_policy.docx")
    out = os.path.join(ws, "remote_work_policy_v2.docx")
    require(os.path.isfile(out), "remote_work_policy_v2.docx not created")
    A = blocks(src)
    h = [i for i, b in enumerate(A) if b.where == "body" and b.style.lower().startswith("heading")
         and b.text == "3 Eligibility"]
    require(len(h) == 1, "internal: heading not found in pristine doc")

    def check_new(b):
        require(b.where == "body", "new paragraph is not in the body")
        require(norm(b.text) == norm(NEW), "paragraph after '3 Eligibility' is %r, expected the new text" % b.text[:80])
        st = b.style.lower()
        require(not st.startswith("heading") and not st.startswith("title"),
                "new paragraph has heading/title style %r" % b.style)

    require_inserted(src, out, h[0] + 1, check_new)
    require_same_doc(src, os.path.join(ws, "remote_work_policy.docx"), "original remote_work_policy.docx")
    return "paragraph inserted right after '3 Eligibility', rest unchanged"

run_check(check)
