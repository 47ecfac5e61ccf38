import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="No, not with a 2 Star. The current Wyvern Canoe Club safety code (version 4, April 2025), rule 3.1, "
                "says a member may take a club boat out alone only if they hold the Paddle UK 3 Star award or "
                "higher, and only on Stowe Lake. So you'd need your 3 Star (the club runs a course every May). "
                "Solo trips are also limited to 1 April - 30 September in daylight, and you must fill in the solo "
                "log first (3.2). The old 2022 code that let 2 Star paddlers go alone on the lake was replaced. "
                "Until then you can use the boats at the coached Tuesday/Sunday sessions.")
