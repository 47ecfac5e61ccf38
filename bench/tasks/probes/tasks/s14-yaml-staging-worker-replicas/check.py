import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TARGET = "        replicas: 2"   # environments.staging.services.worker (production worker and
                                # staging web come first; staging web also has replicas: 2)


def check(ws, ev):
    pws, _ = pristine(__file__)
    p = os.path.join(ws, "deploy", "environments.yaml")
    require(os.path.isfile(p), "deploy/environments.yaml is missing")
    want = read(os.path.join(pws, "deploy", "environments.yaml")).splitlines()
    got = read(p).lstrip("\ufeff").splitlines()
    while got and not got[-1].strip():
        got.pop()
    idx = [i for i, l in enumerate(want) if l == TARGET]
    require(len(idx) == 1, "internal: target line not unique")
    i = idx[0]
    require(want[i - 1].strip().startswith("# staging DB"), "internal: wrong target line")
    require(len(got) == len(want), "line count changed (%d -> %d): lines added, removed or comments lost"
            % (len(want), len(got)))
    for k, (a, b) in enumerate(zip(want, got)):
        if k == i:
            require(re.fullmatch(r"        replicas:\s*4\s*(#.*)?", b.rstrip()),
                    "staging worker line is %r, expected '        replicas: 4'" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (k + 1, a, b))
    for f in list_files(pws):
        if f != "deploy/environments.yaml":
            require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    try:
        import yaml
        doc = yaml.safe_load(read(p))
        require(doc["environments"]["staging"]["services"]["worker"]["replicas"] == 4, "YAML does not parse to 4")
    except ImportError:
        pass
    return "only staging worker replicas changed to 4; comments kept"

run_check(check)
