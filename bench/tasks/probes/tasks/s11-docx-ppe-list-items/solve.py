import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
items, inside = [], False
for b in body_blocks(os.path.join(ws, "site_induction.docx")):
    if b.style.startswith("Heading"):
        inside = b.text == "3 Personal protective equipment"
    elif inside and b.style.startswith("List"):
        items.append(b.text)
emit(ev, answer="There are %d items:\n" % len(items) + "\n".join("- " + s for s in items))
