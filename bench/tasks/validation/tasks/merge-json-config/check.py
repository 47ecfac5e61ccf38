import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        out[k] = merge(a[k], v) if isinstance(v, dict) and isinstance(a.get(k), dict) else v
    return out


def check(ws, ev):
    pws, _ = pristine(__file__)
    want = merge(json.loads(read(os.path.join(pws, "config", "base.json"))),
                 json.loads(read(os.path.join(pws, "config", "production.json"))))
    p = os.path.join(ws, "config", "effective.json")
    require(os.path.isfile(p), "config/effective.json missing")
    try:
        got = json.loads(read(p))
    except ValueError as e:
        raise Fail("config/effective.json is not JSON: %s" % e)
    require(got == want, "config/effective.json differs from the expected merge")
    require_others_unchanged(__file__, ws)
    return "merged"

run_check(check)
