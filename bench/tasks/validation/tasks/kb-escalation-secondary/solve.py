import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
emit(ev, answer="Unacknowledged pages escalate after 12 minutes; the secondary for the week of 2026-03-09 is Mateus.")
