import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

EXPECTED = 6   # R101, R104 ("High " with trailing space), R105, R107, R109, R113


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_number(ans, EXPECTED), "answer does not contain the count 6")
    return "6 high-priority risks"

run_check(check)
