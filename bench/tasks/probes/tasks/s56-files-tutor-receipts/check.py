import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

TARGET = {
    "scans/scan_001.pdf": "receipts/2024-03/2024-03-04_sheet-music-plus.pdf",
    "scans/scan_002.pdf": "receipts/2024-03/2024-03-11_staples.pdf",
    "scans/scan_003.pdf": "receipts/2024-04/2024-04-02_royal-mail.pdf",
    "scans/scan_004.pdf": "receipts/2024-04/2024-04-15_yamaha-music-london.pdf",
    "scans/scan_005.pdf": "receipts/2024-04/2024-04-12_royal-mail.pdf",
    "scans/scan_006.pdf": "receipts/2024-05/2024-05-09_staples.pdf",
    "scans/scan_007.pdf": "receipts/2024-05/2024-05-23_sheet-music-plus.pdf",
    "scans/scan_008.pdf": "receipts/2024-06/2024-06-05_zoom-video.pdf",
}


def check(ws, ev):
    pws, _ = pristine(__file__)
    left = [p for p in list_files(ws) if p.startswith("scans/") and p.endswith(".pdf")]
    require(not left, "scans still in scans/: %s" % ", ".join(left))
    require_tree(pws, ws, lambda p: TARGET.get(p, p), "receipts")
    return "8 receipts renamed and filed by month"


run_check(check)
