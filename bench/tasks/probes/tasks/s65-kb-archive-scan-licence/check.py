import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

TOTAL = 586.0   # 12 x 8.00 hi-res + 12 x 40 commercial licence + 10 handling


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, TOTAL, tol=0.005), "answer does not give the total of \u00a3586")
    return "\u00a3586"


ek.run_check(check)
