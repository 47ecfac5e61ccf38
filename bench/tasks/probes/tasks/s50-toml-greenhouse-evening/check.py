import os
import re
import sys
import tomllib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only the `minutes = 12` of the greenhouse's 19:30 run ([[zones.greenhouse.runs]], second block) becomes 20.
# Look-alikes: the raised beds' runs come first with the same 06:30/19:30 and 12 minutes (first-match edits hit
# them), the greenhouse morning run is 12 too, a commented `# minutes = 20` heatwave line sits right above the target,
# and the disabled greenhouse_mist zone (name starts "greenhouse") has a 19:30 run of 12. irrigation.toml.bak and
# README.md stay. Checked line by line; the file must still parse as TOML.


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "irrigation.toml")
    require(os.path.isfile(path), "irrigation.toml is missing")
    old = read(os.path.join(pws, "irrigation.toml")).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "irrigation.toml has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    gh = old.index("[zones.greenhouse]")
    target = [i for i in range(gh, len(old)) if old[i] == "minutes = 12"][1]
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"minutes\s*=\s*20\s*(#.*)?", b.strip()),
                    "greenhouse evening run line is %r, expected minutes = 20" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    try:
        cfg = tomllib.loads(read(path).lstrip("\ufeff"))
    except Exception as e:
        raise Fail("irrigation.toml no longer parses as TOML: %s" % e)
    runs = cfg["zones"]["greenhouse"]["runs"]
    require(runs[1]["minutes"] == 20 and runs[0]["minutes"] == 12, "greenhouse runs are %r" % runs)
    for p in ("irrigation.toml.bak", "README.md"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "greenhouse 19:30 run 20 minutes, rest untouched"

run_check(check)
