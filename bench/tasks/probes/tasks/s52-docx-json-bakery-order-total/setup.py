import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ORDER = [
    ["Ingredient", "Packs", "Pack size"],
    ["Strong white flour", "6", "16 kg sack"],
    ["Wholemeal flour", "3", "16 kg sack"],
    ["Rye flour", "2", "16 kg sack"],
    ["Unsalted butter", "4", "10 kg case"],
    ["Caster sugar", "2", "25 kg sack"],
    ["Fresh yeast", "5", "1 kg block"],
    ["Sea salt", "1", "5 kg tub"],
]

PRICES = {
    "supplier": "Pennine Mill Supplies",
    "valid_from": "2025-09-01",
    "currency": "GBP",
    "vat_included": False,
    "products": [
        {"name": "Strong white flour", "pack": "16 kg sack", "price": 14.20},
        {"name": "Wholemeal flour", "pack": "16 kg sack", "price": 15.10},
        {"name": "Rye flour", "pack": "16 kg sack", "price": 19.75},
        {"name": "Spelt flour", "pack": "16 kg sack", "price": 24.30},
        {"name": "Unsalted butter", "pack": "10 kg case", "price": 68.50},
        {"name": "Caster sugar", "pack": "25 kg sack", "price": 27.40},
        {"name": "Fresh yeast", "pack": "1 kg block", "price": 3.85},
        {"name": "Sea salt", "pack": "5 kg tub", "price": 9.60},
        {"name": "Sunflower seeds", "pack": "5 kg bag", "price": 12.90},
    ],
}

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Crumb & Crust Bakery \u2013 weekly order", 1)
    add_par(d, ["Supplier: Pennine Mill Supplies. ", ("Delivery Thursday before 7am", "b"), ", side door."])
    add_table(d, ORDER)
    add_par(d, [("Ordered by: ", "i"), "Nadia (phone order, account CC-1187)."])
    save_docx(d, os.path.join(ws, "flour_order.docx"))
    write(os.path.join(ws, "prices.json"), json.dumps(PRICES, indent=2))
    write(os.path.join(ws, "bake_plan.txt"), "Mon-Fri: 60 sourdough, 40 wholemeal tins, 24 rye\n"
          "Sat: double sourdough, croissants (butter!)\n")
