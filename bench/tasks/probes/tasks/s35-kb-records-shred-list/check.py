import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Schedule v3 (v2 in an archive folder: 7 years / 6 years / 12 months gives another list). Invoices 6 years from
# the date (2019-08-30 ended two days ago: shred; 2019-09-03 not yet; one name with spaces; INV-1150 has its date at
# the end, 2019-10-21: keep); Brightwater Ltd is under an active legal hold ("brightwater-ltd" lower case), the
# Dunmore Cars hold was released (shred). Payroll 3 years from the end of the month: 2022-07 and 2022-08 (ended
# 31 Aug 2025) go, 2022-09 stays. CVs 6 months: Tom Ash, Amira Haddad, Nia Patel (date 20250215 without dashes) go;
# Lena Ruiz was hired (never shred); Joel Fenn is 4 weeks short. Minutes permanent.
EXPECTED = sorted([
    "records/invoices/2018-05-17_INV-0990_Harlow-Joinery.pdf",
    "records/invoices/2019-03-25_INV-1093_Dunmore-Cars.pdf",
    "records/invoices/2019-06-30 INV-1099 Pike Bakery.pdf",
    "records/invoices/2019-08-30_INV-1120_Pike-Bakery.pdf",
    "records/payroll/2022-07_payroll.pdf",
    "records/payroll/2022-08_payroll.pdf",
    "records/recruitment/cv_2024-10-02_Tom-Ash.pdf",
    "records/recruitment/cv_2025-01-20_Amira-Haddad.pdf",
    "records/recruitment/cv_20250215_Nia-Patel.pdf",
])


def check(ws, ev):
    path = os.path.join(ws, "shred_list.txt")
    require(os.path.isfile(path), "shred_list.txt not created")
    got = []
    for line in read(path).lstrip("\ufeff").splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if s[:2] in ("- ", "* "):
            s = s[2:].strip()
        s = rel_ws_path(s)
        if not s.startswith("records/"):
            s = "records/" + s
        got.append(s)
    require(len(got) == len(set(got)), "a path is listed twice")
    extra, missing = sorted(set(got) - set(EXPECTED)), sorted(set(EXPECTED) - set(got))
    require(not extra and not missing, "wrongly listed: %s; missing: %s" % (extra, missing))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed, moved or removed" % p)
    return "9 files to shred"

run_check(check)
