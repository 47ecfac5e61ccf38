import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(has_phrase(ans, "Kenji Watanabe"), "answer does not name Kenji Watanabe")
    require_ws_unchanged(__file__, ws)
    return "Kenji Watanabe"

run_check(check)
