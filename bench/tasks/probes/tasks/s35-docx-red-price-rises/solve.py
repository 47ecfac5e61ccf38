import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
d = Document(os.path.join(ws, "print_prices.docx"))


def is_red(run):
    if run.font.color is not None and run.font.color.rgb is not None:
        return str(run.font.color.rgb) == "C00000"
    st = run.style
    while st is not None:
        if st.font.color is not None and st.font.color.rgb is not None:
            return str(st.font.color.rgb) == "C00000"
        st = st.base_style
    return False


up = []
for t in d.tables:
    for row in t.rows[1:]:
        runs = [r for r in row.cells[1].paragraphs[0].runs if r.text.strip()]
        if runs and all(is_red(r) for r in runs):
            up.append(row.cells[0].text)
emit(ev, answer="Prices in red have gone up: " + "; ".join(up) + ".")
