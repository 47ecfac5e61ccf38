import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(has_number(ans, 3), "answer does not give 3")
    require_ws_unchanged(__file__, ws)
    return "3"

run_check(check)
