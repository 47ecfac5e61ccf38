import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
emit(ev, answer="Employees get 18 weeks of fully paid parental leave (plus 8 weeks unpaid).")
