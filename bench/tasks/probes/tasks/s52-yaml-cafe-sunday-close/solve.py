import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Harbour Street closes at 16:30 (4:30pm) on Sundays - it's open 09:00-16:30.")
