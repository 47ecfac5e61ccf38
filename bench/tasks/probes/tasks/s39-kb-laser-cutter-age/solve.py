import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="A member must be 18 or over (and have passed the laser induction) to use the laser cutter "
                "unsupervised. Source: Forge Lane Makerspace - equipment rules (2025 edition), equipment-rules-2025.md. "
                "16- and 17-year-olds may only use it when supervised.")
