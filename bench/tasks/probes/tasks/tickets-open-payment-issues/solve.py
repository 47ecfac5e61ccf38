import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
# judged by reading the tickets: card declines (open), Apple Pay missing (in progress),
# double charging (reopened). Closed refund issue, cosmetic invoice logo, internal chart and the
# closed duplicate of T-1041 are not.
emit(ev, answer="Three open tickets affect customers paying:\n- T-1041 (cards declined at checkout)\n"
                "- T-1044 (Apple Pay button missing)\n- T-1045 (renewals charged twice, reopened)")
