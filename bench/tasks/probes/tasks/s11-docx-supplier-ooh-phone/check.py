import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

NEW = "07700 900 586"


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "supplier_contacts.docx")
    out = os.path.join(ws, "supplier_contacts_2025.docx")
    require(os.path.isfile(out), "supplier_contacts_2025.docx not created")
    # table 1 (supplier table), row 3 = SUP-017 "Lindqvist Freight" (row 2 is "... Services",
    # which has the same old number), column 5 = "Out-of-hours" (column 4 is the office phone)
    ok = lambda s: re.sub(r"\s+", " ", s).strip() == NEW
    require_cells_changed(src, out, {(1, 3, 5): ok})
    require_same_doc(src, os.path.join(ws, "supplier_contacts.docx"), "original supplier_contacts.docx")
    return "SUP-017 out-of-hours changed only; rest (and formatting) kept; original intact"

run_check(check)
