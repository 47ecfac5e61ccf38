import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from docx import Document
from evalkit import *

ws, ev = solve_args()
price = {p["name"]: p["price"] for p in json.load(open(os.path.join(ws, "prices.json")))["products"]}
d = Document(os.path.join(ws, "flour_order.docx"))
total = sum(int(r.cells[1].text) * price[r.cells[0].text.strip()] for r in d.tables[0].rows[1:])
emit(ev, answer="The order comes to \u00a3%.2f before VAT." % total)
