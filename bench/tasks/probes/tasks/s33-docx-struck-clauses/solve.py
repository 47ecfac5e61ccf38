import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *


def struck(run):
    f = run.font
    if f.strike or f.double_strike:
        return True
    st = run.style
    while st is not None:
        if st.font.strike or st.font.double_strike:
            return True
        st = st.base_style
    return False


ws, ev = solve_args()
d = Document(os.path.join(ws, "lease_draft.docx"))
full = []
for p in d.paragraphs:
    m = re.match(r"(\d+\.\d+) ", p.text)
    runs = [r for r in p.runs if r.text.strip()]
    if m and runs and all(struck(r) for r in runs):
        full.append(m.group(1))
emit(ev, answer="Clauses struck through in full: " + ", ".join(full) + ".")
