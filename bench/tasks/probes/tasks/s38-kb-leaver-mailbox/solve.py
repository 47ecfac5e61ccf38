import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
emit(ev, answer="90 days. Under the Leavers process (version 3, approved June 2025), the mailbox is converted to a "
                "shared mailbox on the leaving date with the line manager given access, kept for 90 days after the "
                "leaving date and then deleted (the manager gets a reminder two weeks before). The old 30-day rule "
                "was in version 2, which is superseded.")
