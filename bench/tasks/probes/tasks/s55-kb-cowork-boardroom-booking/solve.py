import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="As a part-time member you can book the Boardroom up to 2 weeks ahead, and a single booking can be "
                "at most 3 hours. Your membership includes 4 Boardroom hours a month; extra hours are \u00a315 an hour.")
