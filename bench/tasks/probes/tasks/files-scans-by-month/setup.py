import hashlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# relative path under scans/ -> destination folder under scans/ ("" = stays at the top level)
FILES = [
    ("2024-11-03_electricity-bill.pdf", "2024-11"),
    ("2024-11-28_council-tax-reminder.pdf", "2024-11"),
    ("2024-11/2024-11-15_water-bill.pdf", "2024-11"),          # already filed
    ("2024-12-19_car-insurance-renewal.pdf", "2024-12"),
    ("20241230_payslip-december.pdf", "2024-12"),              # compact date
    ("20250107_boiler-service.pdf", "2025-01"),
    ("2025-01-20 dentist receipt.jpg", "2025-01"),              # spaces in the name
    ("2025-02-03_bank-statement.pdf", "2025-02"),
    ("2025-02-14_restaurant-receipt.JPG", "2025-02"),
    ("2025-03-01_gas-meter-reading.png", "2025-03"),
    ("2024-Q4_pension-summary.pdf", ""),                       # a year but no month/day
    ("scan_2025-02-10_kettle-warranty.pdf", ""),              # date not at the start
    ("passport-renewal-form.pdf", ""),
    ("1099-DIV_brokerage.pdf", ""),                            # digits, not a date
    ("README.txt", ""),
]


def content(name):
    """Small deterministic stand-in bytes for a scanned file."""
    if name.endswith(".txt"):
        return (b"Scanner drop folder. The scanner names files itself; I add dates by hand when I remember.\n"
                )
    head = b"%PDF-1.4\n" if name.lower().endswith(".pdf") else b"\x89PNG\r\n\x1a\n" if name.endswith(".png") else b"\xff\xd8\xff\xe0"
    return head + hashlib.sha256(name.encode()).digest() * 4 + b"\n"


if __name__ == "__main__":
    ws, kb = setup_args()
    for rel, _ in FILES:
        p = os.path.join(ws, "scans", rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(content(os.path.basename(rel)))
    write(os.path.join(ws, "todo.md"), "# Home admin\n\n- sort out scans/\n- renew passport before June\n")
