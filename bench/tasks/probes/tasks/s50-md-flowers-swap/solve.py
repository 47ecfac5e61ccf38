import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="Hazel Dunn is doing the flowers for Sunday 6 April (arranging them on Saturday 5 April). "
                "Margaret Ellis was on the rota but is away, and Jean Pollard couldn't swap because of a christening; "
                "Hazel offered to take it on, and asked Margaret to do Palm Sunday (13 April) with Pat instead.")
