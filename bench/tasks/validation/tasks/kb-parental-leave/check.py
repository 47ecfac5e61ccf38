import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(has_number(ans, 18), "answer does not give 18 weeks")
    require_ws_unchanged(__file__, ws)
    return "18 weeks"

run_check(check)
