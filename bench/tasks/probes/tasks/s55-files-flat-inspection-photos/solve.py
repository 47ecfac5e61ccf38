import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
moved = []
for n in sorted(os.listdir(os.path.join(ws, "inbox"))):
    m = re.match(r"(flat\d+)_(\d{4})(\d{2})(\d{2})_\d+\.jpg$", n)
    if not m:
        continue
    d = os.path.join(ws, "inspections", m.group(1), "%s-%s-%s" % m.group(2, 3, 4))
    os.makedirs(d, exist_ok=True)
    shutil.move(os.path.join(ws, "inbox", n), os.path.join(d, n))
    moved.append(n)
emit(ev, answer="Moved %d photos from inbox/ into inspections/<flat>/<date>/." % len(moved))
