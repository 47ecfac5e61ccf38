import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(re.search(r"(?<!\d)0?1[:.]45(?!\d)", ans) or has_phrase(ans, "1:45 am"), "answer does not give 01:45")
    require_ws_unchanged(__file__, ws)
    return "01:45"

run_check(check)
