import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only the "Host build build.internal" block changes: `user jenkins` (lower-case keyword, so a grep for
# "User jenkins" misses it and hits build-legacy instead) -> ci-runner; a Port 2222 line is added (the block
# has none: Port 22 comes from `Host *`, and build-legacy's Port 2200 is another host); IdentitiesOnly yes is
# added to the block (the commented-out global "# IdentitiesOnly yes" must stay a comment). All comments kept.


def parse(text):
    blocks, comments = [], []
    cur = None
    for line in text.splitlines():
        s = line.strip()
        if not s:
            continue
        if s.startswith("#"):
            comments.append(" ".join(s.split()))
            continue
        m = re.match(r"(\S+?)\s*(?:=\s*|\s+)(.*)$", s)
        require(m, "unparseable line %r" % s)
        key, val = m.group(1).lower(), " ".join(m.group(2).split())
        if key == "host":
            cur = (val.split(), [])
            blocks.append(cur)
            continue
        require(cur is not None, "option %r before the first Host line" % s)
        cur[1].append((key, val))
    return blocks, comments


def is_subsequence(small, big):
    it = iter(big)
    return all(any(x == y for y in it) for x in small)


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "ssh", "config")
    require(os.path.isfile(path), "ssh/config is missing")
    pb, pc = parse(read(os.path.join(pws, "ssh", "config")))
    b, c = parse(read(path))
    require([x[0] for x in b] == [x[0] for x in pb],
            "Host lines changed: %s" % [" ".join(x[0]) for x in b])
    require(is_subsequence(pc, c), "comments were lost or changed (had %d, now %d)" % (len(pc), len(c)))
    for (hosts, opts), (_, popts) in zip(b, pb):
        if hosts != ["build", "build.internal"]:
            require(opts == popts, "settings of Host %s changed: %s" % (" ".join(hosts), opts))
            continue
        keys = [k for k, _ in opts]
        for k in ("user", "port", "identitiesonly"):
            require(keys.count(k) == 1, "Host build has %d %s lines (want exactly one)" % (keys.count(k), k))
        d = dict(opts)
        require(d["user"] == "ci-runner", "Host build user is %r" % d["user"])
        require(d["port"] == "2222", "Host build port is %r" % d["port"])
        require(d["identitiesonly"].lower() == "yes", "Host build IdentitiesOnly is %r" % d["identitiesonly"])
        rest = [(k, v) for k, v in opts if k not in ("user", "port", "identitiesonly")]
        prest = [(k, v) for k, v in popts if k not in ("user", "port", "identitiesonly")]
        require(rest == prest, "other settings of Host build changed: %s" % rest)
    for p in list_files(pws):
        if p != "ssh/config":
            require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "build host: ci-runner, 2222, IdentitiesOnly; others and comments intact"

run_check(check)
