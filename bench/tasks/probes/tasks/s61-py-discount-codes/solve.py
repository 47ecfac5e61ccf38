import os, sys
from datetime import date
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
# ask the shop's own checkout logic (not the planning spreadsheet)
sys.dont_write_bytecode = True
sys.path.insert(0, ws)
from woolshed_shop import pricing

day = date(2025, 6, 1)
ok = [c for c in pricing.DISCOUNT_CODES if pricing.code_is_valid(c, day)]
ek.write(os.path.join(ws, "codes_1june.txt"), "\n".join(ok))
ek.emit(ev, answer="Codes accepted at checkout on 1 June 2025 (written to codes_1june.txt): " + ", ".join(ok),
        artifacts=["codes_1june.txt"])
