import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    for old, new in ((2, 3), (300, 450)):
        require(has_number(ans, old, words=False) and has_number(ans, new, words=False),
                "answer does not quote the change %s -> %s" % (old, new))
    require(has_phrase(ans, "remotely") or has_phrase(ans, "remote work"), "answer does not identify the remote-days paragraph")
    require(has_phrase(ans, "reimbursed") or has_phrase(ans, "equipment"), "answer does not identify the equipment paragraph")
    require(not has_phrase(ans, "encryption") or has_phrase(ans, "unchanged"), "answer reports the unchanged encryption paragraph")
    require_ws_unchanged(__file__, ws)
    return "2 changes"

run_check(check)
