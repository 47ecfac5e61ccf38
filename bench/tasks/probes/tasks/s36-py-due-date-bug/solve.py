import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "loanbook", "calendar.py")
s = read(p)
s = s.replace("    if not is_open(due, holidays):\n        due += timedelta(days=1)\n",
              "    while not is_open(due, holidays):\n        due += timedelta(days=1)\n")
write(p, s)
emit(ev, answer="The bug was in loanbook/calendar.py, due_date(): it moved a closed due date forward only once "
                "(`if` instead of `while`), so a due date on Easter Sunday landed on Easter Monday, which is also "
                "closed. It now keeps moving to the next open day. All tests pass (1 skipped, as before).",
     artifacts=["loanbook/calendar.py"])
