import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def is_num(v, x):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and v == x


def diff(a, b, path="$"):
    """First difference between two parsed JSON values, as a path string (None if equal)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in list(a) + [k for k in b if k not in a]:
            if k not in a or k not in b:
                return "%s.%s" % (path, k)
            d = diff(a[k], b[k], "%s.%s" % (path, k))
            if d:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return path
        for i, (x, y) in enumerate(zip(a, b)):
            d = diff(x, y, "%s[%d]" % (path, i))
            if d:
                return d
        return None
    return None if (type(a) is type(b) and a == b) else path


def check(ws, ev):
    pws, _ = pristine(__file__)
    p = os.path.join(ws, "config", "services.json")
    require(os.path.isfile(p), "config/services.json is missing")
    try:
        got = json.loads(read(p).lstrip("\ufeff"))
    except ValueError as e:
        raise Fail("config/services.json is no longer valid JSON (%s)" % e)
    want = json.loads(read(os.path.join(pws, "config", "services.json")))
    try:
        rl = got["environments"]["production"]["services"]["payments-api"]["rate_limit"]
    except (KeyError, TypeError):
        raise Fail("environments.production.services.payments-api.rate_limit not found")
    require(is_num(rl.get("requests_per_minute"), 1800),
            "production payments-api requests_per_minute is %r, expected the number 1800" % rl.get("requests_per_minute"))
    require(is_num(rl.get("retry_after_s"), 30),
            "production payments-api rate_limit.retry_after_s is %r, expected the number 30" % rl.get("retry_after_s"))
    # everything else (defaults, staging, payments-api-internal, ...) exactly as before
    w = want["environments"]["production"]["services"]["payments-api"]["rate_limit"]
    w["requests_per_minute"] = 1800
    w["retry_after_s"] = 30
    if isinstance(rl.get("requests_per_minute"), float):
        w["requests_per_minute"] = 1800.0
    if isinstance(rl.get("retry_after_s"), float):
        w["retry_after_s"] = 30.0
    d = diff(want, got)
    require(d is None, "config/services.json: unexpected change at %s" % d)
    for f in list_files(pws):
        if f != "config/services.json":
            require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    extra = sorted(set(list_files(os.path.join(ws, "config"))) - set(list_files(os.path.join(pws, "config"))))
    require(not extra, "new files left in config/ (the pipeline reads this folder): %s" % ", ".join(extra))
    return "only production payments-api rate_limit changed"

run_check(check)
