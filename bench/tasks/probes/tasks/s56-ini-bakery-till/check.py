import os, re, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "notes.txt"), os.path.join(ws, "notes.txt")), "notes.txt changed or missing")
    p = os.path.join(ws, "till.ini")
    require(os.path.isfile(p), "till.ini missing")
    old = read(os.path.join(pws, "till.ini")).splitlines()
    new = read(p).splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(old) == len(new), "till.ini has %d lines, expected %d (lines added/removed)" % (len(new), len(old)))
    for a, b in zip(old, new):
        if a.startswith("standard_rate"):
            require(re.match(r"^\s*standard_rate\s*=\s*20(\.0+)?\s*%?\s*$", b), "standard_rate line is %r" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line changed: %r -> %r" % (a, b))
    return "standard_rate set to 20, rest untouched"


run_check(check)
