import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
p = os.path.join(ws, "requirements.txt")
write(p, "\n".join(sorted(read(p).split() + ["httpx==0.27.0"], key=str.lower)))
emit(ev, answer="Added httpx==0.27.0.")
