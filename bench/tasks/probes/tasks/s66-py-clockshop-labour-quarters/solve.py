"""Reference solution: bill per *started* quarter hour (ceiling), as the README says."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "clockquote", "clockquote", "pricing.py")
src = ek.read(p)
old = "    return round(minutes / 15)\n"
assert src.count(old) == 1
src = src.replace(old, "    return -(-minutes // 15)  # every started quarter counts (README)\n")
ek.write(p, src)
ek.emit(ev, answer="billable_quarters() in clockquote/pricing.py rounded to the nearest quarter "
                   "(round(50/15) = 3 -> 48.00); it now counts every started quarter (ceiling), "
                   "so 50 minutes is 4 quarters = 64.00.", artifacts=["clockquote/clockquote/pricing.py"])
