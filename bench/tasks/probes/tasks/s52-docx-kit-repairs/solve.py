import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Three items are marked \"Needs repair\":\n- Corner flags (4, in the container)\n"
                "- Pop-up goals (small) (2, in the container)\n- Ball pump (1, kit bag A)")
