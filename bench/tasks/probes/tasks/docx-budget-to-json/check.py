import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def check(ws, ev):
    path = os.path.join(ws, "finance", "kestrel.json")
    require(os.path.isfile(path), "finance/kestrel.json not created")
    try:
        with open(path, encoding="utf-8-sig") as f:
            obj = json.load(f)
    except ValueError as e:
        raise Fail("finance/kestrel.json is not valid JSON (%s)" % e)
    require(isinstance(obj, dict), "kestrel.json must hold a JSON object")
    require(set(obj) == {"project", "approved_budget"}, "keys must be exactly project, approved_budget (found %s)" % sorted(obj))
    require(isinstance(obj["project"], str) and obj["project"].strip().lower() == "kestrel",
            "project must be \"Kestrel\" (found %r)" % obj["project"])
    v = obj["approved_budget"]
    require(isinstance(v, (int, float)) and not isinstance(v, bool),
            "approved_budget must be a JSON number (found %r)" % v)
    require(abs(v - 184250) < 1e-6, "approved_budget is %r, expected 184250" % v)
    return "kestrel.json correct"

run_check(check)
