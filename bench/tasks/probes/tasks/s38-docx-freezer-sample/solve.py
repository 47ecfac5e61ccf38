import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="LX-2291 is in freezer F2 (room 2.10), rack D, box 14 - stored there on 12/05/2025. "
                "It was previously in F1, rack A, box 3 before the compressor fault.")
