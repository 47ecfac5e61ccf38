import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Two INSET days in the spring term:\n- Monday 5 January 2026\n- Monday 2 March 2026 "
                "(this one was moved from Friday 13 February)\n\nThe Wednesday 11 March twilight training is "
                "after school, so school is open that day.")
