import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EXPECTED = 16   # app.log 4 + app.log.1 5 + app.log.2.gz 7 (worker.log excluded)


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_number(ans, EXPECTED, words=False), "answer does not contain the total 16")
    return "16 ERROR gateway-timeout lines"

run_check(check)
