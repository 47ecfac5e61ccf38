import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="No. 27 to 31 December falls in the winter holiday peak period (20 December to 3 January), when "
                "each household can make only one booking of at most 2 consecutive nights. So the longest stay you "
                "can book is 2 nights (for example 27 to 29 December). The 5-night limit only applies outside peak "
                "periods.")
