import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
emit(ev, answer="Two deliveries clash with holidays: D2 Firmware 1.0 on 2026-04-06 (Easter Monday) and "
     "D4 Production batch A on 2026-05-14 (Ascension Day).")
