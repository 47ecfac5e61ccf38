import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Priya Raman's current clients C-104, C-107 (one row typed c-107), C-118; unpaid (any case/spaces), Void excluded:
# 2315.50 + 1275.25 + 3050.00 + 1999.99 + 88.20
TOTAL = 8728.94


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_number(ans, TOTAL, tol=0.006, words=False), "answer does not contain the total 8,728.94")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "unpaid total for Priya Raman's clients correct"

run_check(check)
