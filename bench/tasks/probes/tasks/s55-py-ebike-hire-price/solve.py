import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="\u00a3134.00. The e-bike is \u00a335 a day, so 4 days is \u00a3140; hires of 3 days or more get "
                "10% off the bike charge (\u00a3126); the helmet adds \u00a32 a day, \u00a38, which is not discounted. "
                "The \u00a3150 deposit is taken separately.")
