import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    # 10 paid days per rolling 12 months, 3 already used in September 2025 -> 7
    ek.require(ek.has_number(ans, 7), "answer does not say 7 days at full pay")
    return "7 days"


ek.run_check(check)
