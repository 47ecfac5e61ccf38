import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# 2025 prices, Saturday: 3 adults x 110 + 2 children x 70 = 470; 5 flying participants -> 10% off = 423.
# Traps: 470 (no discount), 387 (2024 prices, discounted), 382.50 (weekday), 430 (2024, no discount).


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 423), "answer does not give the total of \u00a3423 (470 less the 10% group discount)")
    return "\u00a3423"


ek.run_check(check)
