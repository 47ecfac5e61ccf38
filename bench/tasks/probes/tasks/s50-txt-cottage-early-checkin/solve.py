import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="No. Early check-in (from 1pm for \u00a320) is only possible when no guests leave the cottage that "
                "morning, and Jenna says the family before you check out on Friday morning, so the cleaners will be "
                "in until 4pm. You can check in from 4pm. You can park behind the cottage from 12 noon and walk down "
                "to the harbour while you wait.")
