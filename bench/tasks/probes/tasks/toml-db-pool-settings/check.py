import os
import re
import sys
import tomllib

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    rel = os.path.join("config", "service.toml")
    path = os.path.join(ws, rel)
    require(os.path.isfile(path), "config/service.toml missing")
    text = read(path)
    try:
        got = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise Fail("config/service.toml is no longer valid TOML: %s" % e)
    want = tomllib.loads(read(os.path.join(pws, rel)))
    want["database"]["pool"]["max_size"] = 40
    want["database"]["pool"]["idle_timeout"] = 300
    require(got["database"]["pool"] == want["database"]["pool"],
            "[database.pool] is %r, expected %r" % (got.get("database", {}).get("pool"), want["database"]["pool"]))
    require(got == want, "other settings changed (parsed values differ from the original)")
    # line level: non-blank lines equal the original except the max_size line, plus one idle_timeout line
    old = [l.rstrip() for l in read(os.path.join(pws, rel)).splitlines() if l.strip()]
    new = [l.rstrip() for l in text.splitlines() if l.strip()]
    adds = [i for i, l in enumerate(new) if re.match(r"^\s*idle_timeout\s*=\s*300\s*(#.*)?$", l)]
    require(len(adds) == 1, "expected exactly one `idle_timeout = 300` line, found %d" % len(adds))
    del new[adds[0]]
    require(len(new) == len(old), "lines were added or removed besides idle_timeout (%d -> %d non-blank lines)"
            % (len(old), len(new)))
    target = old.index("max_size = 20")
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.match(r"^\s*max_size\s*=\s*40\s*(#.*)?$", b), "the max_size line is %r, expected max_size = 40" % b)
        else:
            require(a == b, "line changed: %r -> %r" % (a, b))
    require(same_file(os.path.join(pws, "config", "service.prod.toml"), os.path.join(ws, "config", "service.prod.toml")),
            "config/service.prod.toml was changed")
    return "[database.pool] max_size 40, idle_timeout 300; comments and other lines intact"

run_check(check)
