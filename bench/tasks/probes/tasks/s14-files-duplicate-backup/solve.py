import hashlib
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
by_hash = defaultdict(list)
root = os.path.join(ws, "backup")
for p in list_files(root):
    with open(os.path.join(root, p), "rb") as f:
        by_hash[hashlib.sha256(f.read()).hexdigest()].append("backup/" + p)
groups = [sorted(v) for v in by_hash.values() if len(v) > 1]
emit(ev, answer="%d groups of identical files:\n" % len(groups) +
     "\n".join("%d. %s" % (i + 1, ", ".join(g)) for i, g in enumerate(sorted(groups))))
