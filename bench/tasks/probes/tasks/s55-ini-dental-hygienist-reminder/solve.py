import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="48 hours before the appointment. The [clinic:hygienist] section sets hours_before = 48, "
                "which overrides the default of 24 hours.")
