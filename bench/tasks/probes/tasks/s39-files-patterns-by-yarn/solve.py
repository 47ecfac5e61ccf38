import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
root = os.path.join(ws, "patterns")
moved = []
for name in sorted(os.listdir(root)):
    p = os.path.join(root, name)
    if not (os.path.isfile(p) and name.endswith(".md")):
        continue
    text = read(p)
    m = re.match(r"---\n(.*?)\n---\n", text, re.S)
    if not m:
        continue
    w = re.search(r"^yarn_weight:\s*(.+?)\s*$", m.group(1), re.M)
    if not w:
        continue
    folder = w.group(1).strip("\"'").strip().lower()
    os.makedirs(os.path.join(root, folder), exist_ok=True)
    os.rename(p, os.path.join(root, folder, name))
    moved.append(name)
emit(ev, answer="Moved %d patterns into yarn-weight folders." % len(moved))
