import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

INDEX = [
    ("scan_001.pdf", "04/03/2024", "Sheet Music Plus", "18.99"),
    ("scan_002.pdf", "11/03/2024", "Staples", "7.45"),
    ("scan_003.pdf", "02/04/2024", "Royal Mail", "3.20"),
    ("scan_004.pdf", "15/04/2024", "Yamaha Music London", "64.00"),
    ("scan_005.pdf", "12/04/2024", "Royal Mail", "2.70"),
    ("scan_006.pdf", "09/05/2024", "Staples", "12.10"),
    ("scan_007.pdf", "23/05/2024", "Sheet Music Plus", "9.50"),
    ("scan_008.pdf", "05/06/2024", "Zoom Video", "13.99"),
]


def fake_pdf(name, date, supplier, amount):
    return ("%%PDF-1.4\n%% scanned receipt %s\n%% %s %s GBP %s\n%%%%EOF\n" % (name, supplier, date, amount))


if __name__ == "__main__":
    ws, kb = setup_args()
    lines = ["file,date,supplier,amount"]
    for row in INDEX:
        lines.append(",".join(row))
        write(os.path.join(ws, "scans", row[0]), fake_pdf(*row))
    write(os.path.join(ws, "scans", "index.csv"), "\n".join(lines))
    write(os.path.join(ws, "notes.txt"), "Receipts for the tax return - keep everything for 5 years.\n")
