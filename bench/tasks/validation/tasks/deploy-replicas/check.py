import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    want = read(os.path.join(pws, "deploy", "api.yaml")).replace("  replicas: 2\n", "  replicas: 4\n")
    p = os.path.join(ws, "deploy", "api.yaml")
    require(os.path.isfile(p), "deploy/api.yaml missing")
    got = read(p)
    require(got.rstrip("\n") == want.rstrip("\n"), "deploy/api.yaml is not the original with replicas: 4")
    require_others_unchanged(__file__, ws, changed=("deploy/api.yaml",))
    return "replicas 4"

run_check(check)
