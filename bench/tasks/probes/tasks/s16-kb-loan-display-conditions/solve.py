import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
# loans register: L-2025-07 = 6 watercolours on paper -> standard v3 "Works on paper"
emit(ev, answer="L-2025-07 is six watercolours on paper, so it falls under \"Works on paper\" in the current "
                "environmental standard (v3): relative humidity 45-55% and a maximum of 50 lux (150,000 lux hours "
                "a year).")
