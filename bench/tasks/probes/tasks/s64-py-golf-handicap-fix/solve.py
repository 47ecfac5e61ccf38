import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
p = os.path.join(ws, "golfclub", "handicap", "calc.py")
src = ek.read(p)
# differentials are stored oldest first, so the 20 most recent are the last 20
assert "differentials[:20]" in src
src = src.replace("differentials[:20]", "differentials[-20:]")
with open(p, "w", encoding="utf-8", newline="\n") as f:
    f.write(src)
ek.emit(ev, answer="handicap_index took the oldest 20 rounds (differentials[:20]) although lists are stored oldest first; "
        "changed it to differentials[-20:] in golfclub/handicap/calc.py.", artifacts=["golfclub/handicap/calc.py"])
