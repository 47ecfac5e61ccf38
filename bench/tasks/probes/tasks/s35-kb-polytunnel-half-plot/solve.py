import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="No. A 3 m x 2.5 m tunnel is 7.5 m2, and the current Hollybrook site rules (adopted March 2025, "
                "rule 2.3) allow a greenhouse or polytunnel of up to 6 m2 on a half plot (max 2.5 m high). So the "
                "biggest you can have is 6 m2, for example 3 m x 2 m, and you need the committee's written "
                "permission first. The 9 m2 limit in the 2019 rules no longer applies.")
