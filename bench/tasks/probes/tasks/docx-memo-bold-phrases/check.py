import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

BOLD = ["Saturday 15 March", "18:00 on Friday 14 March", "Cycle Count Portal",
        "Overtime is paid at double rate for both days", "Tomasz Wierzbicki",
        "closed all weekend"]
NOT_BOLD = ["blue scanners", "staff handbook"]


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    missing = [p for p in BOLD if not has_phrase(ans, p)]
    require(not missing, "answer misses bold phrase(s): %s" % "; ".join(missing))
    wrong = [p for p in NOT_BOLD if has_phrase(ans, p)]
    require(not wrong, "answer lists non-bold phrase(s): %s" % "; ".join(wrong))
    return "all 6 bold phrases (direct, character style, paragraph style) listed"

run_check(check)
