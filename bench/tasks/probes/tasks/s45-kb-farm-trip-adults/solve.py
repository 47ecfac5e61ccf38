import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="6 adults. The farm visit involves feeding and holding animals, so under policy v5 section 4.2 it "
                "is a higher-risk visit at 1 adult per 6 pupils for Year 3: 34 / 6 = 5.7, rounded up to 6 (at least "
                "one a member of staff and one a paediatric first aider).")
