import datetime
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
root = os.path.join(ws, "receipts")
moved = []
for name in sorted(os.listdir(root)):
    p = os.path.join(root, name)
    if not os.path.isfile(p) or name == "README.txt":
        continue
    m = re.search(r"(?<!\d)(20\d\d)-?(\d\d)-?(\d\d)(?!\d)", name)
    if m:
        d = datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    else:
        m = re.search(r"(?<!\d)(\d\d)\.?(\d\d)\.?(20\d\d)(?!\d)", name)
        if not m:
            continue
        d = datetime.date(int(m.group(3)), int(m.group(2)), int(m.group(1)))
    start = d.year if (d.month, d.day) >= (4, 6) else d.year - 1
    folder = "%d-%02d" % (start, (start + 1) % 100)
    os.makedirs(os.path.join(root, folder), exist_ok=True)
    shutil.move(p, os.path.join(root, folder, name))
    moved.append("%s -> %s/" % (name, folder))
emit(ev, answer="Moved %d receipts:\n" % len(moved) + "\n".join(moved))
