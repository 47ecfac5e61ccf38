import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    for rel, old, new in (("pyproject.toml", 'version = "2.7.9"', 'version = "2.7.10"'),
                          ("src/tallyho/__init__.py", '__version__ = "2.7.9"', '__version__ = "2.7.10"')):
        p = os.path.join(ws, rel)
        require(os.path.isfile(p), "%s missing" % rel)
        want = read(os.path.join(pws, rel)).replace(old, new)
        require(read(p).replace("'", '"').rstrip() == want.rstrip(), "%s does not declare version 2.7.10 (or other lines changed)" % rel)
    require_others_unchanged(__file__, ws, changed=("pyproject.toml", "src/tallyho/__init__.py"))
    return "2.7.10"

run_check(check)
