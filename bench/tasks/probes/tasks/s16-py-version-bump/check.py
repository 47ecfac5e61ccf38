import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# pyproject: only `version = "2.3.1"` changes (the tidewater-schemas>=2.3.1 pin and its comment stay);
# __init__.py: __version__ and VERSION_INFO = (2, 3, 1) ("keep in step", missed by a text replace of
# "2.3.1"), while MIN_SCHEMA_VERSION = "2.3.1" stays. The vendored tzshim (also 2.3.1), CHANGELOG, README and
# tests are not to be touched.
CHANGES = {
    "pyproject.toml": {'version = "2.3.1"': r"""version\s*=\s*(["'])2\.4\.0\1"""},
    "src/tidewater/__init__.py": {
        '__version__ = "2.3.1"': r"""__version__\s*=\s*(["'])2\.4\.0\1""",
        "VERSION_INFO = (2, 3, 1)  # keep in step with __version__": r"VERSION_INFO\s*=\s*\(\s*2\s*,\s*4\s*,\s*0\s*,?\s*\)(\s*#.*)?",
    },
}


def check(ws, ev):
    pws, _ = pristine(__file__)
    for rel, changes in CHANGES.items():
        p = os.path.join(ws, rel)
        require(os.path.isfile(p), "%s is missing" % rel)
        want = read(os.path.join(pws, rel)).splitlines()
        got = read(p).lstrip("\ufeff").splitlines()
        while got and not got[-1].strip():
            got.pop()
        require(len(got) == len(want), "%s: line count changed (%d -> %d)" % (rel, len(want), len(got)))
        for k, (a, b) in enumerate(zip(want, got)):
            if a in changes:
                require(re.fullmatch(changes[a], b.strip()), "%s: %r should now be 2.4.0, found %r" % (rel, a, b))
            else:
                require(a.rstrip() == b.rstrip(), "%s line %d changed: %r -> %r" % (rel, k + 1, a, b))
    for p in list_files(pws):
        if p not in CHANGES:
            require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "version 2.4.0 in pyproject, __version__ and VERSION_INFO; pins and vendored copy unchanged"

run_check(check)
