import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="5 days.\n\nYou have 7 days left (27 days' entitlement, 18 taken and 2 booked for December), but under "
                "the annual leave policy (version 4, section 3.1) you can carry over at most 5 days, and they must be "
                "taken by 31 March 2026. Graham can't approve more than that (3.3): only the HR Director can allow "
                "more, and only for sickness or family leave, not pressure of work (3.4). So the other 2 days are "
                "lost unless you take them before 31 December.")
