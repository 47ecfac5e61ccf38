import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# Visitor green fee now 7.50 (April minutes said 7.00, corrected in June). 3 x 7.50 = 22.50.
# Traps: 18.00 (AGM fee 6.00), 21.00 (uncorrected April / notice board), 24.00 (March proposal), 12.00 (with member).


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 22.5), "answer does not give the total of \u00a322.50 (3 x \u00a37.50)")
    return "\u00a322.50, files untouched"


ek.run_check(check)
