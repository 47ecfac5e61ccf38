import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Under policy v3 (section 4.3), cooked rice must be in the fridge within 1 hour of cooking and "
                "kept no longer than 24 hours from cooking; after that it must be thrown away.")
