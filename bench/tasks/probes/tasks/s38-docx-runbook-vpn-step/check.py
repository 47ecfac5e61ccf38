import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The new paragraph goes right after the Heading 2 "VPN outages" under Network (block 13 of the result), not after
# the bold Normal-style "VPN outages - check the status page..." line in Quick reference or the Contents line
# that mentions VPN outages. It must be a body paragraph (not a heading); everything else unchanged; original intact.
SENTENCE = "If more than 20 users report the VPN down, raise a P1 incident straight away."


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "helpdesk_runbook.docx")
    out = os.path.join(ws, "helpdesk_runbook_v2.docx")
    require(os.path.isfile(out), "helpdesk_runbook_v2.docx not created")
    A = blocks(src)
    idx = [i for i, b in enumerate(A) if b.text == "VPN outages" and b.style.lower().startswith("heading")]
    require(len(idx) == 1, "setup: heading not found")

    def check_new(b):
        t = norm(b.text).strip("\"' ")
        require(t == norm(SENTENCE), "the paragraph after the VPN outages heading is %r" % b.text[:90])
        require(not b.style.lower().startswith(("heading", "title")), "the new paragraph has heading style %s" % b.style)

    B = blocks(out)
    require(len(B) == len(A) + 1, "expected exactly one new paragraph (had %d, now %d)" % (len(A), len(B)))
    hit = [i for i, b in enumerate(B) if norm(b.text).strip("\"' ") == norm(SENTENCE)]
    require(hit, "the new paragraph is not in helpdesk_runbook_v2.docx")
    require(hit[0] == idx[0] + 1, "the new paragraph is not directly under the VPN outages heading (after %r)"
            % B[hit[0] - 1].text[:60])
    require_inserted(src, out, idx[0] + 1, check_new)
    require_same_doc(src, os.path.join(ws, "helpdesk_runbook.docx"), "original helpdesk_runbook.docx")
    return "paragraph inserted under the VPN outages heading"

run_check(check)
