import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only the active keep_daily line of [photos] (10 -> 21) changes. Look-alikes that stay: keep_daily = 10 in
# [documents] (a plain sed on "keep_daily = 10" hits both), the commented "; keep_daily = 30" line inside
# [photos], keep_daily = 7 in [defaults]. Comments must survive (configparser.write drops them).


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "backup.ini")
    require(os.path.isfile(path), "backup.ini is missing")
    old = read(os.path.join(pws, "backup.ini")).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "backup.ini has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    target = old.index("keep_daily = 10")  # first one is in [photos]
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"\s*keep_daily\s*[=:]\s*21\s*", b), "photos keep_daily line is %r, expected keep_daily = 21" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    require(same_file(os.path.join(pws, "run-backups.sh"), os.path.join(ws, "run-backups.sh")), "run-backups.sh changed")
    return "photos keep_daily = 21, rest untouched"

run_check(check)
