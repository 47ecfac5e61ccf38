import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
p = os.path.join(ws, "apps", "expenses.env")
text = read(p)
old = re.search(r"^SESSION_LIFETIME=(\d+)$", text, re.M).group(1)
write(p, re.sub(r"^SESSION_LIFETIME=\d+$", "SESSION_LIFETIME=30", text, flags=re.M))
emit(ev, answer="It was the expenses app: apps/expenses.env had SESSION_LIFETIME=%s, and Laravel reads that in "
                "minutes (so 30 hours, not 30 minutes). I changed it to SESSION_LIFETIME=30. The others were already "
                "30 minutes (timesheets and rota are 1800 seconds, intranet 30m, wiki 30 minutes)." % old)
