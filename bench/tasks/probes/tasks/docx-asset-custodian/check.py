import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_phrase(ans, "Ifeoma Adeyemi"), "answer does not name Ifeoma Adeyemi")
    require(not has_phrase(ans, "Gareth Pugh"), "answer names Gareth Pugh (custodian of the L530U)")
    return "custodian Ifeoma Adeyemi"

run_check(check)
