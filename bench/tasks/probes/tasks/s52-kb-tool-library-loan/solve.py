import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="The pressure washer is category C (large equipment): you can keep it for 3 days and the "
                "deposit is \u00a340, refunded when it comes back clean and complete. Category C loans can't "
                "be renewed.")
