import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only gallery2's `idle_timeout: 90` line becomes 180 (its trailing comment may stay, change or go); the defaults'
# idle_timeout 90, the entrance 60 and every other line, comment and blank line unchanged. playlists.txt unchanged.


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "kiosk", "screens.yaml")
    require(os.path.isfile(path), "kiosk/screens.yaml not found")
    old = read(os.path.join(pws, "kiosk", "screens.yaml")).splitlines()
    new = read(path).lstrip("\ufeff").replace("\r\n", "\n").rstrip("\n").splitlines()
    old = [l.rstrip() for l in old]
    new = [l.rstrip() for l in new]
    require(len(new) == len(old), "screens.yaml has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    target = [i for i, l in enumerate(old) if l.startswith("    idle_timeout: 90")]
    require(len(target) == 1, "internal: target line")
    t = target[0]
    require(re.match(r"^    idle_timeout:\s*180\s*(#.*)?$", new[t]),
            "gallery2's idle_timeout line is %r, expected idle_timeout: 180" % new[t])
    for i, (a, b) in enumerate(zip(old, new)):
        if i != t:
            require(a == b, "line %d changed: %r -> %r" % (i + 1, a, b))
    require(same_file(os.path.join(pws, "kiosk", "playlists.txt"), os.path.join(ws, "kiosk", "playlists.txt")),
            "kiosk/playlists.txt was changed")
    return "gallery2 idle_timeout 180, rest unchanged"

run_check(check)
