import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="\u00a336 per night. A hardstanding pitch with electric in high season (18 July \u2013 7 September "
                "and the May bank holiday weekends) is \u00a336, and the price includes two adults and one car. "
                "High season has a 3-night minimum stay.")
