import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# (path, size in bytes). No size falls between 2,000,000 and 2,097,152, so "2 MB" read as 10^6 or 2^20 bytes
# gives the same set; payroll_2024.pdf is exactly 2,000,000 bytes (not bigger than 2 MB either way).
FILES = [
    ("team_drive/finance/2023/audit_report.pdf", 3_400_000),
    ("team_drive/finance/2023/receipts_scan.PDF", 2_600_000),
    ("team_drive/finance/2024/audit_report.pdf", 800_000),
    ("team_drive/finance/2024/budget model.xlsx", 2_900_000),
    ("team_drive/hr/handbook.pdf", 1_200_000),
    ("team_drive/hr/payroll_2024.pdf", 2_000_000),
    ("team_drive/hr/policies/Onboarding Pack 2024.pdf", 4_100_000),
    ("team_drive/marketing/brochure_print.pdf", 3_100_000),
    ("team_drive/marketing/brochure_web.pdf", 1_900_000),
    ("team_drive/marketing/video/teaser.mp4", 3_500_000),
    ("team_drive/marketing/pdf_exports/logo_master.png", 2_500_000),
    ("team_drive/marketing/pdf_exports/flyer_a5.pdf", 450_000),
    ("team_drive/projects/harbour/drawings/site_plan_A1.pdf", 2_400_000),
    ("team_drive/projects/harbour/drawings/site_plan_A1.pdf.bak", 2_400_000),
    ("team_drive/projects/harbour/site_plan_old.pdf", 1_500_000),
    ("team_drive/projects/harbour/notes.txt", 2_000),
    ("team_drive/shared/scans/contract signed.Pdf", 2_750_000),
    ("team_drive/shared/scans/contract draft.pdf", 640_000),
    ("cold_storage/finance/2022/audit_report.pdf", 3_000_000),
]

README = """Cold storage - archived files, kept for reference. Do not edit files in here.
Folder paths mirror team_drive/.
"""


def blob(path, size):
    rnd = random.Random(path)
    ext = path.rsplit(".", 1)[-1].lower()
    head = {"pdf": b"%PDF-1.5\n", "png": b"\x89PNG\r\n\x1a\n", "xlsx": b"PK\x03\x04", "mp4": b"\x00\x00\x00\x18ftypmp42"}.get(ext, b"")
    block = rnd.randbytes(65536)
    data = head + block * (size // 65536 + 1)
    return data[:size]


if __name__ == "__main__":
    ws, kb = setup_args()
    for p, size in FILES:
        full = os.path.join(ws, p)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        if p.endswith(".txt"):
            write(full, "Harbour project notes\n- site plan A1 revised in March; old plan kept\n")
        else:
            with open(full, "wb") as f:
                f.write(blob(p, size))
    write(os.path.join(ws, "cold_storage", "README.txt"), README)
