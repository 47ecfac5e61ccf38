import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="The tidewatch CLI requires four options:\n- --station\n- --start\n- --units (-u)\n- --out (-o, "
                "set in common.add_output_args via OUTPUT_REQUIRED = True)\n"
                "--end is explicitly optional, and --trace-id is in add_debug_args, which is never called.")
