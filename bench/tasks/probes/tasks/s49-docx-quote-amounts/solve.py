import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
src = os.path.join(ws, "quotes", "Q-0417_Harcourt.docx")
d = Document(src)
t = [t for t in d.tables if t.rows[0].cells[0].text == "Description"][0]


def money(v):
    return ("\u2212" if v < 0 else "") + "\u00a3" + format(abs(v), ",.2f")


def val(s):
    s = s.replace("\u2212", "-").replace("\u00a3", "").replace(",", "").strip()
    return float(s)


sub = 0.0
for row in t.rows[1:]:
    c = row.cells
    label = c[0].text.strip()
    if label == "Subtotal":
        set_cell_text(c[4], money(sub))
    elif label.startswith("VAT"):
        vat = round(sub * 0.20 + 1e-9, 2)
        set_cell_text(c[4], money(vat))
    elif label == "Total":
        set_cell_text(c[4], money(sub + vat))
    elif re.match(r"^[\d.]+$", c[1].text.strip()) and c[3].text.strip().startswith("\u00a3"):
        amt = round(float(c[1].text) * val(c[3].text) + 1e-9, 2)
        set_cell_text(c[4], money(amt))
        sub += amt
    elif c[4].text.strip() not in ("", "Included"):
        sub += val(c[4].text)
d.save(os.path.join(ws, "quotes", "Q-0417_Harcourt_v2.docx"))
emit(ev, answer="Saved quotes/Q-0417_Harcourt_v2.docx: subtotal %s, total %s." % (money(sub), money(sub + vat)),
     artifacts=["quotes/Q-0417_Harcourt_v2.docx"])
