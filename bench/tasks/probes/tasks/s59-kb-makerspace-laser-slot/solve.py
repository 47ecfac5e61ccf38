import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
ek.emit(ev, answer="On the Basic plan a single laser cutter booking can be up to 90 minutes "
        "(member handbook edition 3, February 2025). Plus and Studio members get 3 hours.")
