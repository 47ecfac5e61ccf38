import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    for f in list_files(pws):
        require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s changed or missing" % f)
    ans = require_answer(ev)
    require(has_number(ans, 2.7), "senior DVD fine 2.70 not given")
    require(has_number(ans, 5), "adult book fine 5.00 not given")
    require(not has_number(ans, 1.35), "answer gives 1.35 (ignores the DVD multiplier)")
    return "2.70 and 5.00"


run_check(check)
