import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Remove the block "# Jamie Fraser - ThinkPad X1 Carbon (2021, old work laptop ...)" + [Peer] + its own
# "# added 2021-03-02 (rk)" comment, PublicKey, PresharedKey, AllowedIPs 10.8.0.12/32.
# Traps: Jamie Fraser also has a phone and the new T14 (10.8.0.121/32 - a grep for 10.8.0.12 also hits it and
# Jamie Lowe's 10.8.0.120/32); Jamie Lowe's home PC; the comment sits above [Peer] (deleting from [Peer] leaves
# an orphan comment that then reads as the next peer's); the commented-out Olu peer and every other comment stay;
# wg0.conf.2024-12-01 and devices.md also list the X1 and must not change; no new files in vpn/.
# Compared line by line ignoring blank lines; a new comment line noting the removal is tolerated.
NOTE = re.compile(r"remov|revok|stolen|delet|disabled", re.I)


def check(ws, ev):
    pws, _ = pristine(__file__)
    for name in ("wg0.conf.2024-12-01", "devices.md"):
        require(same_file(os.path.join(pws, "vpn", name), os.path.join(ws, "vpn", name)), "vpn/%s was changed or removed" % name)
    extra = sorted(set(list_files(os.path.join(ws, "vpn"))) - set(list_files(os.path.join(pws, "vpn"))))
    require(not extra, "new files in vpn/: %s" % ", ".join(extra))
    path = os.path.join(ws, "vpn", "wg0.conf")
    require(os.path.isfile(path), "vpn/wg0.conf is missing")
    orig = [l.rstrip() for l in read(os.path.join(pws, "vpn", "wg0.conf")).splitlines()]
    want, skip = [], False
    for l in orig:
        if l.startswith("# Jamie Fraser - ThinkPad X1"):
            skip = True
            continue
        if skip:
            if not l.strip():
                skip = False
            continue
        want.append(l)
    want = [l for l in want if l.strip()]
    got = [l.rstrip() for l in read(path).splitlines() if l.strip()]
    got = [l for l in got if not (l.lstrip().startswith("#") and l not in orig and NOTE.search(l))]
    require("AllowedIPs = 10.8.0.12/32" not in got, "the X1's peer (10.8.0.12/32) is still in wg0.conf")
    require(not any(l.startswith("# Jamie Fraser - ThinkPad X1") for l in got), "the X1's comment line is still there")
    for i, (a, b) in enumerate(zip(want, got)):
        require(a == b, "line %d: expected %r, found %r" % (i + 1, a, b))
    require(len(want) == len(got), "expected %d non-blank lines, found %d" % (len(want), len(got)))
    return "X1 peer removed; other peers, comments and files intact"

run_check(check)
