import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
root = os.path.join(ws, "team_drive")
moved = []
for dp, dn, fn in os.walk(root):
    for n in fn:
        p = os.path.join(dp, n)
        if n.lower().endswith(".pdf") and os.path.getsize(p) > 2_000_000:
            moved.append(os.path.relpath(p, root))
for rel in sorted(moved):
    dst = os.path.join(ws, "cold_storage", rel)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    shutil.move(os.path.join(root, rel), dst)
emit(ev, answer="Moved %d PDFs to cold_storage/: %s" % (len(moved), ", ".join(sorted(moved))))
