import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Friday 21 March 2025, in the morning slot: be in between 8am and 12pm. Marek from Kestrel Heating "
                "will ring about 30 minutes before he arrives.\n"
                "You turned down Tuesday 18 March because you're in the office, and the original Thursday 13 March "
                "visit was cancelled, so ignore the automatic reminder for that old date.")
