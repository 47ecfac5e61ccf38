import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Policy v3 (current) section 4.3: cooked rice into the fridge within 1 hour, kept no longer than 24 hours. The same
# document gives 90 minutes / 48 hours for other cooked dishes (4.2); the superseded v2 says 90 minutes / 48 hours
# for rice too; the events guidance says serve within 2 hours. Answer must give 1 hour and 24 hours; 48 hours or
# 90 minutes only when marked as the old/other rule. Workspace unchanged.
ONE_HOUR = re.compile(r"(?<![\d.])(1|one|an)\s*(hour|hr|h)\b|(?<![\d.])60\s*min")
DAY = re.compile(r"(?<![\d.])24\s*(hours|hour|hrs|hr|h)\b|(?<![\d.])(1|one)\s*day\b|twenty-four hours")
OLD = re.compile(r"(?<![\d.])48\s*(hours|hour|hrs|hr|h)\b|(?<![\d.])90\s*min|(?<![\d.])(2|two)\s*days\b")
CONTEXT = ["v2", "version 2", "superseded", "previous", "old ", "older", "2022", "used to", "other cooked",
           "general", "stews", "soups", "replaced"]


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def require_ws_unchanged(pws, ws):
    vis = lambda p: not any(part.startswith(".") or part == "__pycache__" for part in p.split("/"))
    a = [p for p in list_files(pws) if vis(p)]
    b = [p for p in list_files(ws) if vis(p)]
    require(not sorted(set(a) - set(b)), "files removed or moved: %s" % sorted(set(a) - set(b)))
    require(not sorted(set(b) - set(a)), "files added to the workspace: %s" % sorted(set(b) - set(a)))
    for p in a:
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    ans = norm(last_answer(ev))
    require(ONE_HOUR.search(ans), "answer does not say within 1 hour of cooking")
    require(DAY.search(ans), "answer does not say 24 hours")
    if OLD.search(ans):
        require(any(c in ans for c in CONTEXT), "answer gives 48 hours / 90 minutes as if they applied to rice now")
    return "1 hour to the fridge, 24 hours' keeping; workspace unchanged"

run_check(check)
