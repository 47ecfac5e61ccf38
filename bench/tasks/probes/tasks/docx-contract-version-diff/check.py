import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    n = norm(ans)
    require(re.search(r"(clause|section|§|para(graph)?)\s*#?\s*7\b", n) or "late payment" in n,
            "answer does not name clause 7 (Late Payment)")
    require(has_number(ans, 1.25, words=False), "answer lacks the old value 1.25%")
    require(has_number(ans, 1.75, words=False), "answer lacks the new value 1.75%")
    return "clause 7 late-payment interest 1.25% -> 1.75% identified"

run_check(check)
