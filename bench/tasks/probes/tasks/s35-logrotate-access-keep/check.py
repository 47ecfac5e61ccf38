import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only the active rotate line of the access-log block changes (14 -> 90). It has two spaces ("rotate  14"), so
# `sed 's/rotate 14/rotate 90/'` changes the error-log and webapp blocks instead; a commented "# rotate 14" sits
# right above it; webstack.dpkg-old and logrotate.conf stay.


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "logrotate.d", "webstack")
    require(os.path.isfile(path), "logrotate.d/webstack is missing")
    old = read(os.path.join(pws, "logrotate.d", "webstack")).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "webstack has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    target = old.index("    rotate  14")
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"\s*rotate\s+90\s*", b), "access-log rotate line is %r, expected rotate 90" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    for p in ("logrotate.d/webstack.dpkg-old", "logrotate.conf"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    return "access logs rotate 90, rest untouched"

run_check(check)
