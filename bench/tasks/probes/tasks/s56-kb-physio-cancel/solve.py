import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Our policy needs at least 48 hours' notice, so for a Thursday 10:30am appointment the latest free cancellation is Tuesday at 10:30am. After that they'd be charged 50% of the session fee.")
