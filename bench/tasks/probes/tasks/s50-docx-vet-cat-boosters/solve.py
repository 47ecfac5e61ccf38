import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
t = Document(os.path.join(ws, "vet_prices_2025.docx")).tables[0]
hdr = [c.text for c in t.rows[0].cells]
col = [j for j, h in enumerate(hdr) if h.startswith("Riverside")][0]
price = [float(r.cells[col].text.replace("\u00a3", "")) for r in t.rows if r.cells[0].text == "Cat \u2013 annual booster"][0]
total = price + price * 0.9
emit(ev, answer="\u00a3%.2f altogether: \u00a3%.2f for the first cat's annual booster at Riverside and \u00a3%.2f for "
                "the second, which gets the 10%% multi-pet discount because they're vaccinated in the same "
                "appointment." % (total, price, price * 0.9))
