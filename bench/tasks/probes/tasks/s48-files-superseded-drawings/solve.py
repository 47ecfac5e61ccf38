import collections
import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "projects", "2417-mill-lane", "drawings")
groups = collections.defaultdict(list)
for name in os.listdir(d):
    m = re.fullmatch(r"(\d+-[A-Z]+-[0-9A-Z]+)_.+_rev(\d+)\.\w+", name, re.I)
    if m and os.path.isfile(os.path.join(d, name)):
        groups[m.group(1)].append((int(m.group(2)), name))
moved = []
for files in groups.values():
    top = max(r for r, _ in files)
    for r, name in files:
        if r < top:
            shutil.move(os.path.join(d, name), os.path.join(d, "superseded", name))
            moved.append(name)
emit(ev, answer="Moved %d superseded files into drawings/superseded/:\n" % len(moved)
     + "\n".join("- " + n for n in sorted(moved)))
