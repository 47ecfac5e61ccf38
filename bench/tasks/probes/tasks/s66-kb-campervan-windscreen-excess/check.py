import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# 2025 terms, windscreen replacement, Highlander, Super Cover: £140.
# Traps: 95 (Compact/Coastline), 120 (2024 terms), 550 (Standard), 0 (chip repair), 910 (garage price).


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    ans = ek.require_answer(ev)
    ek.require(ek.has_number(ans, 140), "answer does not give the \u00a3140 Highlander windscreen excess under Super Cover")
    return "\u00a3140"


ek.run_check(check)
