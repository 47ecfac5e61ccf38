import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# loose files in receipts/ -> tax-year folder (None: stays)
LOOSE = {
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
    "scan0001.pdf": None,
    "charity donations - gift aid.txt": None,
}
OTHER = [
    "receipts/2023-24/2023-11-02_vet.pdf",
    "receipts/car/2024-05-01_mot.pdf",
    "receipts/car/2025-01-20_tyres.pdf",
    "receipts/README.txt",
    "payslips/2024-04_payslip.pdf",
]


def blob(name):
    h = hashlib.sha256(name.encode()).digest()
    if name.endswith(".txt"):
        return ("Notes for %s\n" % name).encode()
    head = b"%PDF-1.4\n" if name.lower().endswith(".pdf") else b"\xff\xd8\xff\xe0\x00\x10JFIF\x00"
    return head + h * (8 + h[0] % 24)


if __name__ == "__main__":
    ws, kb = setup_args()
    files = ["receipts/" + n for n in LOOSE] + OTHER
    for rel in files:
        p = os.path.join(ws, rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        if rel.endswith("README.txt"):
            data = b"Receipts for tax. Tax-year folders are named like 2023-24 (6 April 2023 - 5 April 2024).\ncar/ is the car's running costs, kept together for the mileage claim.\n"
        else:
            data = blob(rel)
        with open(p, "wb") as f:
            f.write(data)
