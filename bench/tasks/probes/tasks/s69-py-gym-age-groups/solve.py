import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()

P = os.path.join(ws, "clubfees", "groups.py")
src = ek.read(P)
old = "    return when.year - dob.year\n"
new = ("    before_birthday = (when.month, when.day) < (dob.month, dob.day)\n"
       "    return when.year - dob.year - (1 if before_birthday else 0)\n")
assert old in src
with open(P, "w", encoding="utf-8", newline="\n") as f:
    f.write(src.replace(old, new))
