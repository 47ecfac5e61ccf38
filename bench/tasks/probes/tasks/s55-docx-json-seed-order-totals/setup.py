import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CATALOGUE = {
    "supplier": "Marsh Lane Seeds (society discount applied)",
    "items": [
        {"code": "BN04", "name": "Runner bean 'Enorma'", "price_per_packet": 1.85},
        {"code": "BT11", "name": "Beetroot 'Boltardy'", "price_per_packet": 1.20},
        {"code": "CR02", "name": "Carrot 'Autumn King'", "price_per_packet": 1.35},
        {"code": "LT07", "name": "Lettuce 'Little Gem'", "price_per_packet": 1.10},
        {"code": "ON15", "name": "Onion sets 'Sturon' (50)", "price_per_packet": 2.60},
        {"code": "PS03", "name": "Pea 'Kelvedon Wonder'", "price_per_packet": 2.25},
        {"code": "SQ09", "name": "Squash 'Crown Prince'", "price_per_packet": 2.40},
        {"code": "TM21", "name": "Tomato 'Gardener's Delight'", "price_per_packet": 1.95},
    ],
}

ORDERS = [
    ["Member", "Plot", "Item code", "Packets"],
    ["Hughes, Brenda", "4", "BN04", "2"],
    ["Hughes, Brenda", "4", "CR02", "1"],
    ["Hughes, Brenda", "4", "TM21", "3"],
    ["Okoro, Daniel", "11", "ON15", "2"],
    ["Okoro, Daniel", "11", "pS03", "2"],
    ["Fairbairn, Ellen", "7", "LT07", "4"],
    ["Fairbairn, Ellen", "7", "bt11", "2"],
    ["Fairbairn, Ellen", "7", "SQ09", "1"],
    ["Ali, Tariq", "2", "TM21", "1"],
    ["Ali, Tariq", "2", "BN04", "1"],
    ["Ali, Tariq", "2", "ON15", "1"],
    ["Ali, Tariq", "2", "CR02", "2"],
    ["Nolan, Sue", "15", "SQ09", "2"],
    ["Nolan, Sue", "15", "PS03", "1"],
]

if __name__ == "__main__":
    ws, kb = setup_args()
    d = new_doc()
    add_heading(d, "Marsh Lane Allotment Society \u2013 Spring seed order", 1)
    add_par(d, ["Orders collected at the February meeting. Payment to the treasurer by ", ("28 February", "b"),
                " (cash or bank transfer)."])
    add_table(d, ORDERS)
    add_par(d, [("Collection:", "b"), " seeds can be picked up from the trading hut on Sunday mornings in March."])
    save_docx(d, os.path.join(ws, "seed_orders.docx"))
    write(os.path.join(ws, "catalogue.json"), json.dumps(CATALOGUE, indent=2, ensure_ascii=False))
