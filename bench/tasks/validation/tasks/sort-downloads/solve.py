import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import shutil

ws, ev = solve_args()
d = os.path.join(ws, "downloads")
for n in os.listdir(d):
    ext = n.rsplit(".", 1)[-1].lower()
    sub = "documents" if ext == "pdf" else "images" if ext in ("jpg", "jpeg", "png") else None
    if sub and os.path.isfile(os.path.join(d, n)):
        os.makedirs(os.path.join(d, sub), exist_ok=True)
        shutil.move(os.path.join(d, n), os.path.join(d, sub, n))
emit(ev, answer="Moved.")
