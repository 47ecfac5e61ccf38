import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# General 2025-26: 5310 + 3380 + 1460 + 1900 + 2850 + 2500 = 17400 -> 13% = 2262
# Lift 2025-26: 2260 + 690 = 2950 -> 20% = 590.  Total 2852.
EXPECTED = 2852


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, EXPECTED), "answer does not give Flat 6's total of \u00a32,852")
    return "\u00a32,852"


ek.run_check(check)
