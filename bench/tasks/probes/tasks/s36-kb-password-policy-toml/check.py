import os
import sys
import tomllib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# IAS-07 v4 (staff): min_length 14, no expiry -> max_age_days = 0 (the file's comment says 0 turns it off),
# history 5, MFA stays true; lockout 8 attempts for 15 minutes. v3 (12/90/10, 5 for 30) and the contractor
# addendum (16, 3 for 60) are distractors. max_age_days and min_length also sit in [session] and [api_tokens]
# (sed on the key name changes them too). Comments kept, example file and README untouched.
WANT = {("password", "min_length"): 14, ("password", "max_age_days"): 0, ("password", "history"): 5,
        ("password", "require_mfa"): True, ("lockout", "threshold"): 8, ("lockout", "duration_minutes"): 15}


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "portal", "config", "auth.toml")
    require(os.path.isfile(path), "portal/config/auth.toml is missing")
    text = read(path)
    try:
        cfg = tomllib.loads(text)
    except Exception as e:
        raise Fail("auth.toml does not parse: %s" % e)
    old = tomllib.loads(read(os.path.join(pws, "portal", "config", "auth.toml")))
    require(sorted(cfg) == sorted(old), "sections are %s, expected %s" % (sorted(cfg), sorted(old)))
    for sec in old:
        require(sorted(cfg[sec]) == sorted(old[sec]), "[%s] keys are %s, expected %s" % (sec, sorted(cfg[sec]), sorted(old[sec])))
        for k, v in old[sec].items():
            want = WANT.get((sec, k), v)
            got = cfg[sec][k]
            require(got == want and type(got) is type(want), "[%s] %s = %r, expected %r" % (sec, k, got, want))
    oc = [l.strip() for l in read(os.path.join(pws, "portal", "config", "auth.toml")).splitlines() if l.strip().startswith("#")]
    nc = [l.strip() for l in text.splitlines() if l.strip().startswith("#")]
    require(nc == oc, "comment lines changed or lost")
    for p in ("portal/config/auth.example.toml", "portal/README.md"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    ans = require_answer(ev)
    for v in (14, 5, 8, 15):
        require(has_number(ans, v), "answer does not report the standard's value %d" % v)
    return "password/lockout per IAS-07 v4; rest untouched"

run_check(check)
