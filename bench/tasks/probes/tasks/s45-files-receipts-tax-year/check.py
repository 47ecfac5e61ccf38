import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# UK tax year boundaries: 5 April belongs to the year before, 6 April starts a new one (2023-04-05 -> 2022-23,
# 2024-04-05 -> 2023-24, 2025-04-05 -> 2024-25, 2025-04-07 -> 2025-26, new folders). Dates appear as 2024-04-06,
# "20240917 ...", receipt_17032024 (DDMMYYYY), receipt-14.02.2025 (DD.MM.YYYY) and inside IMG_20240611_101502.
# Undated files stay; receipts/car/ (dated names) and the existing 2023-24/ file stay; exact tree under receipts/.
MOVES = {
    "2023-04-05_dentist.pdf": "2022-23",
    "2023-04-06 boiler service.pdf": "2023-24",
    "receipt_17032024_glasses.jpg": "2023-24",
    "2024-04-05_accountant_fee.pdf": "2023-24",
    "2024-04-06_laptop.pdf": "2024-25",
    "20240917 garden waste permit.pdf": "2024-25",
    "IMG_20240611_101502.jpg": "2024-25",
    "receipt-14.02.2025-window-cleaner.jpg": "2024-25",
    "2025-04-05_pension_top_up.pdf": "2024-25",
    "2025-04-07_bike_repair.pdf": "2025-26",
}


def target(p):
    parts = p.split("/")
    if len(parts) == 2 and parts[0] == "receipts" and parts[1] in MOVES:
        return "receipts/%s/%s" % (MOVES[parts[1]], parts[1])
    return p


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_tree(pws, ws, target, "receipts")
    return "10 receipts filed by tax year; undated files, car/ and 2023-24/ untouched"

run_check(check)
