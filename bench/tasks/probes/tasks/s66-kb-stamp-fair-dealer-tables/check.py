import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Autumn 2025, non-member: 2 x 40 = 80, paid by 31 Aug -> 2 x 5 off = 70, one corner table +8 -> 78.
# Traps: 88 (no early booking), 68 (spring prices), 54 (member rate), 83 (only £5 off once), 70 (no corner).


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 78), "answer does not give \u00a378 (2 x \u00a340, less 2 x \u00a35 early booking, "
                                       "plus \u00a38 corner supplement)")
    return "\u00a378"


ek.run_check(check)
