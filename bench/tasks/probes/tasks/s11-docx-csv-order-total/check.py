import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 12*18.40 + 8*9.75 + 5*6.20 + 6*7.85 + 24*3.35 + 10*14.10 = 598.30
# ("HX-210 " has a trailing space in the CSV, "hx-315"/"qt-900" differ in case; HX-3150, PL-0440,
#  VB-1200 are other products whose codes start with an ordered code)
EXPECTED = 598.30


def check(ws, ev):
    path = os.path.join(ws, "order_total.json")
    require(os.path.isfile(path), "order_total.json not created")
    try:
        data = json.loads(read(path))
    except ValueError as e:
        raise Fail("order_total.json is not valid JSON (%s)" % e)
    require(isinstance(data, dict) and "total" in data, "order_total.json has no \"total\" key")
    v = data["total"]
    require(isinstance(v, (int, float)) and not isinstance(v, bool), "total is not a JSON number: %r" % (v,))
    require(abs(v - EXPECTED) < 0.006, "total is %r, expected 598.30" % (v,))
    pws, _ = pristine(__file__)
    for p in ("purchase_order.docx", "price_list.csv"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was modified" % p)
    return "total 598.30"

run_check(check)
