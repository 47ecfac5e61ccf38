import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 12 PDFs invoices/<YYYY-MM>_<client>_<INVnnnn>.pdf -> invoices/<client>/<same name>; four client folders
# (bayside-dental, kilnworks, thornbury-florists, mossgate-physio). invoice_log.csv and README.txt stay in
# invoices/. Contents unchanged; exact tree under invoices/.
PAT = re.compile(r"invoices/(\d{4}-\d\d)_([a-z-]+)_(INV\d+\.pdf)")


def target(p):
    m = PAT.fullmatch(p)
    return "invoices/%s/%s" % (m.group(2), p.split("/", 1)[1]) if m else p


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(os.path.isfile(os.path.join(ws, "invoices", "kilnworks", "2025-04_kilnworks_INV3110.pdf")),
            "invoices/kilnworks/2025-04_kilnworks_INV3110.pdf not found")
    require_tree(pws, ws, target, "invoices")
    return "12 invoices sorted into 4 client folders"

run_check(check)
