import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    for t in ("Thinking in Systems", "Working in Public", "The Left Hand of Darkness"):
        require(has_phrase(ans, t), "answer misses the italic title %s" % t)
    for t in ("Mythical Man-Month", "Accelerate", "Piranesi"):
        require(not has_phrase(ans, t), "answer lists %s, which is not in italics" % t)
    require_ws_unchanged(__file__, ws)
    return "3 titles"

run_check(check)
