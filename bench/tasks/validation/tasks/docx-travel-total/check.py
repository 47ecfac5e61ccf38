import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(has_number(ans, 4127.75, tol=0.001, words=False), "answer does not give 4127.75")
    require_ws_unchanged(__file__, ws)
    return "4127.75"

run_check(check)
