import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    for f in ("staff.csv", "print_log.txt"):
        require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s changed or missing" % f)
    ans = require_answer(ev)
    require(has_word(ans, "science"), "answer does not name Science")
    require(has_number(ans, 369), "answer does not give 369 sheets")
    require(not has_number(ans, 680), "answer gives 680 (counts cancelled/failed Maths jobs)")
    return "Science, 369"


run_check(check)
