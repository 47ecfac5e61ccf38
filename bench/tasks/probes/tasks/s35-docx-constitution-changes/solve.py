import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()


def clauses(name):
    out = {}
    for b in body_blocks(os.path.join(ws, name)):
        m = re.match(r"(\d+\.\d+) (.*)", b.text)
        if m:
            out[m.group(1)] = m.group(2)
    return out


a, b = clauses("constitution_2024.docx"), clauses("constitution_2025_draft.docx")
changed = [c for c in a if c in b and a[c] != b[c]]
new = [c for c in b if c not in a]
removed = [c for c in a if c not in b]
emit(ev, answer="Changed wording: %s\nNew clauses: %s\nRemoved clauses: %s\n(Clause 4.1 only has formatting changes.)"
     % (", ".join(changed), ", ".join(new), ", ".join(removed)))
