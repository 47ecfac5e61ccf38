import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    for name in ("open_conn", "submit", "fetch_json", "stream_lines"):
        require(has_word(ans, name), "answer misses %s" % name)
    for name in ("wait_ready", "retry", "build_url", "drain", "probe"):
        require(not has_word(ans, name), "answer wrongly lists %s" % name)
    require_ws_unchanged(__file__, ws)
    return "4 functions"

run_check(check)
