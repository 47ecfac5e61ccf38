import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

COUNT, TOTAL = 38, 177.60   # April 2025 UNPAID passages across gate.log, .1, .2.gz, .3.gz


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, COUNT), f"answer does not give the April UNPAID count ({COUNT})")
    ek.require(ek.has_number(ans, TOTAL, tol=0.005), "answer does not give the April UNPAID tariff total (177.60)")
    return "38 unpaid passages, 177.60 total"


ek.run_check(check)
