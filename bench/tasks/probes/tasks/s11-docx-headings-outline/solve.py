import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
lines = []
for b in body_blocks(os.path.join(ws, "relocation_plan.docx")):
    if b.style == "Heading 1":
        lines.append("- " + b.text)
    elif b.style == "Heading 2":
        lines.append("  - " + b.text)
write(os.path.join(ws, "outline.md"), "\n".join(lines))
emit(ev, answer="Wrote outline.md with %d headings." % len(lines), artifacts=["outline.md"])
