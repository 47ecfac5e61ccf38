import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    for code, what, date in (("D2", "Firmware 1.0", "2026-04-06"), ("D4", "Production batch A", "2026-05-14")):
        require(has_word(ans, code) or has_phrase(ans, what), "answer does not name delivery %s (%s)" % (code, what))
        require(has_phrase(ans, date) or has_phrase(ans, "Easter Monday" if code == "D2" else "Ascension"),
                "answer does not give the date of %s" % code)
    for code, what in (("D1", "Pilot hardware"), ("D3", "Training material"), ("D5", "Production batch B")):
        require(not has_word(ans, code) and not has_phrase(ans, what), "answer wrongly lists %s" % code)
    require_ws_unchanged(__file__, ws)
    return "D2, D4"

run_check(check)
