import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "till.ini")
t = read(p).replace("standard_rate = 17.5\n", "standard_rate = 20\n")
write(p, t)
emit(ev, answer="Changed standard_rate in [tax] from 17.5 to 20 in till.ini.", artifacts=["till.ini"])
