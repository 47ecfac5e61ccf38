import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
ws, ev = solve_args()
found = []
for b in body_blocks(os.path.join(ws, "reading_list.docx")):
    s = "".join(c if f[1] else "|" for c, f in b.chars)
    found += [x.strip() for x in s.split("|") if x.strip()]
emit(ev, answer="Italic titles:\n" + "\n".join("- " + x for x in found))
