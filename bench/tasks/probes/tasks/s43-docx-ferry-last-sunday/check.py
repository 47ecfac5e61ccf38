import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Winter, Portmellin -> Carrick Isle, Sunday: the last sailing is 17:25 from a "Daily" row; the Sun-only rows end at
# 15:45, 18:30 is Mon-Sat and 19:50 Fri & Sat. The return table's last Sunday sailing is 18:10 (also spelled out in
# a paragraph), the summer table has a Sunday 20:15. Answer 17:25 (5:25 pm accepted); wrong times must not appear.
# Workspace unchanged.
WRONG = ["15:45", "18:10", "18:30", "19:50", "20:15"]


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


def times(text):
    out = set()
    t = norm(text)
    for h, m, ampm in re.findall(r"(?<![\d:])(\d{1,2})[:.](\d{2})\s*(am|pm|a\.m\.|p\.m\.)?(?!\d)", t):
        h = int(h)
        if ampm.startswith("p") and h < 12:
            h += 12
        out.add("%02d:%s" % (h, m))
    return out


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    ans = last_answer(ev)
    found = times(ans)
    require("17:25" in found, "answer does not give 17:25 (found %s)" % sorted(found))
    bad = [t for t in WRONG if t in found]
    require(not bad, "answer also gives %s" % bad)
    return "17:25; workspace unchanged"

run_check(check)
