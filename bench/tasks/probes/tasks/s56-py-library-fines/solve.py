import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

ws, ev = solve_args()
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(ws, "library"))
import fines
s = fines.overdue_fine("senior", 12, "dvd")
a = fines.overdue_fine("adult", 30, "book")
emit(ev, answer="Senior, DVD 12 days late: £%.2f. Adult, book 30 days late: £%.2f (capped)." % (s, a))
