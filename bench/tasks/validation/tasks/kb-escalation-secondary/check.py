import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(has_number(ans, 12), "answer does not give 12 minutes")
    require(has_word(ans, "Mateus"), "answer does not name Mateus as secondary")
    require_ws_unchanged(__file__, ws)
    return "12 min, Mateus"

run_check(check)
