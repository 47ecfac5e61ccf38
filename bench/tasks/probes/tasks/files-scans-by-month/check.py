import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# where each dated file must end up; everything else (2024-Q4_..., scan_2025-02-10_...,
# 1099-DIV_..., passport-renewal-form.pdf, README.txt, the already filed water bill) stays put
MOVES = {
    "2024-11-03_electricity-bill.pdf": "2024-11",
    "2024-11-28_council-tax-reminder.pdf": "2024-11",
    "2024-12-19_car-insurance-renewal.pdf": "2024-12",
    "20241230_payslip-december.pdf": "2024-12",
    "20250107_boiler-service.pdf": "2025-01",
    "2025-01-20 dentist receipt.jpg": "2025-01",
    "2025-02-03_bank-statement.pdf": "2025-02",
    "2025-02-14_restaurant-receipt.JPG": "2025-02",
    "2025-03-01_gas-meter-reading.png": "2025-03",
}
DEST = {"scans/" + n: "scans/%s/%s" % (d, n) for n, d in MOVES.items()}


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_tree(pws, ws, lambda p: DEST.get(p, p), "scans")
    return "9 dated files filed by month, the rest left in place"

run_check(check)
