import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
for rel in ("pyproject.toml", "src/tallyho/__init__.py"):
    p = os.path.join(ws, rel)
    write(p, read(p).replace('"2.7.9"', '"2.7.10"'))
emit(ev, answer="Version bumped to 2.7.10.")
