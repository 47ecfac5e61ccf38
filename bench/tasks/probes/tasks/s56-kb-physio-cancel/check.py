import os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *


def check(ws, ev):
    ans = require_answer(ev)
    require(has_word(ans, "tuesday"), "answer does not say Tuesday")
    require(re.search(r"10[:.]30|half past ten", norm(ans)), "answer does not give 10:30")
    n = norm(ans)
    context = any(w in n for w in ("supersed", "old polic", "previous", "2021", "no longer", "replaced", "used to"))
    require(not has_word(ans, "wednesday") or context, "answer gives Wednesday (24-hour rule from the old policy)")
    return "Tuesday 10:30"


run_check(check)
