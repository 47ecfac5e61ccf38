import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Guest fees: \u00a316 in total - \u00a38 for Priya and \u00a38 for Lily, who turned 16 last weekend "
                "so she counts as an adult now (a junior is under 16 on the day, rule 7.3).\n\n"
                "Problem: Tom can't play as your guest. He has already been your guest four times this year (Feb, "
                "Mar, Apr, May) and rule 7.4 allows at most four guest visits a calendar year, so he would have to "
                "join the club first (a social membership is \u00a340).")
