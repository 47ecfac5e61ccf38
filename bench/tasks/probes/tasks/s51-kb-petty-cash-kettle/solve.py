import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="It needs approval first. Under the petty cash procedure, purchases over \u00a330 and up to \u00a3100 "
                "need the office manager's approval before you buy, so ask the office manager before buying the "
                "\u00a360 kettle. Hand in the receipt to the office manager within 3 working days of the purchase.")
