import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TOTAL = 125907.85   # 36535.75 + 43506.15 + 45865.95


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_number(ans, TOTAL, tol=0.006, words=False),
            "answer does not contain the total $125,907.85")
    return "total marketing spend Q1-Q3 correct"

run_check(check)
