import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    pws, _ = pristine(__file__)
    rel = os.path.join("config", "reporting.ini")
    path = os.path.join(ws, rel)
    require(os.path.isfile(path), "config/reporting.ini missing")
    old = read(os.path.join(pws, rel)).splitlines()
    new = read(path).splitlines()
    while new and not new[-1].strip():
        new.pop()
    while old and not old[-1].strip():
        old.pop()
    require(len(old) == len(new), "line count changed (%d -> %d): other lines were touched" % (len(old), len(new)))
    target = old.index("timeout   = 45")
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.match(r"^\s*timeout\s*[=:]\s*90\s*$", b), "replica timeout line is %r, expected timeout = 90" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    ans = final_answer(ev)
    require(has_number(ans, 45, words=False), "answer does not give the previous value 45")
    return "replica timeout 45 -> 90, nothing else touched"

run_check(check)
