import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ITEMS = [
    {"sku": "BK-1001", "name": "Oat milk 1L", "qty": 14, "reorder_level": 24, "discontinued": False},
    {"sku": "BK-1002", "name": "Arabica beans 1kg", "qty": 31, "reorder_level": 20, "discontinued": False},
    {"sku": "BK-1003", "name": "Paper cups 12oz", "qty": "40", "reorder_level": 150},
    {"sku": "BK-1004", "name": "Chai syrup", "qty": 2, "reorder_level": 6, "discontinued": True},
    {"sku": "BK-1005", "name": "Croissant dough (frozen)", "qty": 18, "reorder_level": 18, "discontinued": False},
    {"sku": "BK-1006", "name": "Lids 12oz", "qty": 95, "reorder_level": 150, "discontinued": False},
    {"sku": "BK-1007", "name": "Decaf beans 1kg", "qty": "9", "reorder_level": 5, "discontinued": False},
    {"sku": "BK-1008", "name": "Vanilla syrup", "qty": 3, "reorder_level": 6},
    {"sku": "BK-1009", "name": "Hot chocolate powder", "qty": 0, "reorder_level": 4, "discontinued": False},
    {"sku": "BK-1010", "name": "Napkins (pack of 500)", "qty": 12, "reorder_level": 10, "discontinued": False},
    {"sku": "BK-1011", "name": "Gingerbread syrup", "qty": 0, "reorder_level": 3, "discontinued": True},
    {"sku": "BK-1012", "name": "Whole milk 2L", "qty": 7, "reorder_level": 30, "discontinued": False},
    {"sku": "BK-1013", "name": "Stirrers (wooden)", "qty": 1200, "reorder_level": 1000, "discontinued": False},
    {"sku": "BK-1014", "name": "Almond croissant", "qty": "4", "reorder_level": 12, "discontinued": False},
]

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "stock", "inventory.json"), json.dumps(ITEMS, indent=2))
