import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Hotel: up to \u00a3110 per night (Leeds counts as anywhere else in the UK under policy v7), so of "
                "your \u00a3134 room you can claim \u00a3110 unless your director approves the extra in advance.\n"
                "Evening meal while staying overnight: up to \u00a330 (no alcohol).")
