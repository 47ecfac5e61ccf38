import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
root = os.path.join(ws, "scans")
moved = []
for name in sorted(os.listdir(root)):
    src = os.path.join(root, name)
    if not os.path.isfile(src):
        continue
    m = re.match(r"^(\d{4})-(\d{2})-\d{2}(?!\d)", name) or re.match(r"^(\d{4})(\d{2})\d{2}(?!\d)", name)
    if not m or not 1 <= int(m.group(2)) <= 12:
        continue
    dest = os.path.join(root, "%s-%s" % (m.group(1), m.group(2)))
    os.makedirs(dest, exist_ok=True)
    shutil.move(src, os.path.join(dest, name))
    moved.append(name)
emit(ev, answer="Moved %d files into year-month folders under scans/." % len(moved))
