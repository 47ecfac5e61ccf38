import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# readings table is the 2nd table (a key-value table comes first); 30 June readings by meter serial:
# "wm-20433" is lower case in the JSON; WM-20414 has a rejected 4021.18 listed first, the good 409.772 later;
# B5 has the new meter WM-61877 (14.22; the old WM-55120 has a final 12 June reading); WM-20471 (Block A) is
# a transposed look-alike of B7's WM-20417; B8 was not read (no_access, null) and stays blank (or a note).
EXPECTED = {1: 1216.902, 2: 895.44, 3: 1541.008, 4: 409.772, 5: 14.22, 6: 1002.01, 7: 733.115, 8: None}


def reading(v):
    def ok(text):
        t = norm(text).replace("m\u00b3", "").replace("m3", "")
        if v is None:
            return not re.search(r"\d", t)
        n = parse_number(t)
        return n is not None and abs(n - v) < 0.0005 and re.fullmatch(r"[\d,]+(\.\d+)?", t.strip()) is not None
    return ok


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "meter_readings_blockB.docx")
    out = os.path.join(ws, "meter_readings_blockB_filled.docx")
    require(os.path.isfile(out), "meter_readings_blockB_filled.docx not created")
    require_cells_changed(src, out, {(1, r, 3): reading(v) for r, v in EXPECTED.items()})
    require_same_doc(src, os.path.join(ws, "meter_readings_blockB.docx"), "original meter_readings_blockB.docx")
    require(same_file(os.path.join(pws, "readings_june.json"), os.path.join(ws, "readings_june.json")),
            "readings_june.json was changed")
    return "7 readings filled, B8 left blank; original intact"

run_check(check)
