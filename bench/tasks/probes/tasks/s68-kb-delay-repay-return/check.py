import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# 47 minutes -> 50% of the single fare; single fare for a return = 38.60 / 2 = 19.30 -> 9.65.
EXPECTED = 9.65


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, EXPECTED, tol=0.005), "answer does not give \u00a39.65")
    return "\u00a39.65"


ek.run_check(check)
