import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    old = [x for x in read(os.path.join(pws, "requirements.txt")).splitlines() if x.strip()]
    want = sorted(old + ["httpx==0.27.0"], key=str.lower)
    got = [x.strip() for x in read(os.path.join(ws, "requirements.txt")).splitlines() if x.strip()]
    require(got == want, "requirements.txt should be %r, found %r" % (want, got))
    require_others_unchanged(__file__, ws, changed=("requirements.txt",))
    return "added"

run_check(check)
