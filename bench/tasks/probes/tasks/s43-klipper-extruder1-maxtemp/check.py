import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only [extruder1]'s `max_temp:260` (no space after the colon) becomes 285. [extruder] comes first with
# `max_temp: 260` (first-match edits hit it); a commented-out `#max_temp: 300` sits right above the target; the
# NYLON_PREHEAT macro says S260; heater_bed/chamber have their own max_temp; the SAVE_CONFIG block names
# [extruder1] again. A dated backup in backups/ has the same text and must stay. Checked line by line;
# `max_temp: 285`, `max_temp:285`, `max_temp = 285` and 285.0 accepted.


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "printer.cfg")
    require(os.path.isfile(path), "printer.cfg is missing")
    old = read(os.path.join(pws, "printer.cfg")).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "printer.cfg has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    target = old.index("max_temp:260")
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"max_temp\s*[:=]\s*285(\.0+)?\s*(#.*)?", b.strip()),
                    "extruder1 max_temp line is %r, expected max_temp: 285" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    for f in ("backups/printer-2025-02-14.cfg", "mainsail.cfg", "macros.cfg"):
        require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    return "extruder1 max_temp 285, rest untouched"

run_check(check)
