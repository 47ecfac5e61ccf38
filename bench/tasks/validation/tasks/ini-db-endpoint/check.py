import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    require(has_phrase(ans, "pg-main-07.db.internal"), "answer does not name host pg-main-07.db.internal")
    require(has_number(ans, 6432, words=False), "answer does not give port 6432")
    require_ws_unchanged(__file__, ws)
    return "pg-main-07.db.internal:6432"

run_check(check)
