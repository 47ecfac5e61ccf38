import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# PDFs > 2 MB: two upper/mixed-case extensions (.PDF, .Pdf), names with spaces, nested folders. Stay: a 2,000,000-byte
# PDF (not bigger), the 0.8 MB audit_report.pdf of 2024 (same name as a moved one), big non-PDFs (.xlsx, .mp4, .png
# in a folder called pdf_exports, site_plan_A1.pdf.bak), small PDFs, and the earlier archive in cold_storage/.
MOVED = [
    "finance/2023/audit_report.pdf",
    "finance/2023/receipts_scan.PDF",
    "hr/policies/Onboarding Pack 2024.pdf",
    "marketing/brochure_print.pdf",
    "projects/harbour/drawings/site_plan_A1.pdf",
    "shared/scans/contract signed.Pdf",
]


def target(p):
    if p.startswith("team_drive/") and p[len("team_drive/"):] in MOVED:
        return "cold_storage/" + p[len("team_drive/"):]
    return p


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = list_files(pws)
    expected = {target(p): p for p in src}
    actual = set(list_files(ws))
    missing = sorted(set(expected) - actual)
    require(not missing, "missing files: %s" % ", ".join(missing))
    for scope in ("team_drive/", "cold_storage/"):
        extra = sorted(p for p in actual - set(expected) if p.startswith(scope))
        require(not extra, "unexpected files in %s: %s" % (scope, ", ".join(extra)))
    for dst, p in expected.items():
        require(same_file(os.path.join(pws, p), os.path.join(ws, dst)), "content of %s changed" % dst)
    return "6 big PDFs moved with their folder paths; everything else in place"

run_check(check)
