import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
a = [b.text for b in body_blocks(os.path.join(ws, "policy_2025.docx"))]
b = [b.text for b in body_blocks(os.path.join(ws, "policy_2026.docx"))]
out = ["- old: \"%s\"\n  new: \"%s\"" % (x, y) for x, y in zip(a[1:], b[1:]) if x != y]
emit(ev, answer="Changed paragraphs (besides the year in the title):\n" + "\n".join(out))
