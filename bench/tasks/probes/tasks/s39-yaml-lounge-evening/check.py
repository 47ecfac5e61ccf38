import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only zones.living_room.weekday.evening.temp (written `temp:   20.5`, three spaces) becomes 21. The kitchen zone
# comes first with the same weekday evening 20.5 (first-match edits hit it), the living room's weekend evening,
# bedroom_main and living_room_annex evenings are 20.5 too, and a commented-out `# temp: 21.5` sits right above the
# target. heating.holiday.yaml (an override with the same path) stays. Checked line by line; 21 or 21.0 accepted.


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "heating.yaml")
    require(os.path.isfile(path), "heating.yaml is missing")
    old = read(os.path.join(pws, "heating.yaml")).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "heating.yaml has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    target = old.index("        temp:   20.5")
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"        temp:\s*(21|21\.0+|\"21(\.0+)?\"|'21(\.0+)?')\s*(#.*)?", b.rstrip()),
                    "living room weekday evening line is %r, expected temp: 21 with the same indentation" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    require(same_file(os.path.join(pws, "heating.holiday.yaml"), os.path.join(ws, "heating.holiday.yaml")),
            "heating.holiday.yaml was changed")
    return "living room weekday evening 21, rest untouched"

run_check(check)
