import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(has_number(ans, 6), "answer does not give 6")
    require(not has_number(ans, 8, words=False) and not has_number(ans, 9, words=False), "answer gives a count that includes non-Python or test files")
    require_ws_unchanged(__file__, ws)
    return "6 TODOs"

run_check(check)
