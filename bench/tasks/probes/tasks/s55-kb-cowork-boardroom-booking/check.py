import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Part-time, Boardroom: 2 weeks (14 days) ahead, 3 hours per booking. The full-time (4 weeks / 4 hours) and hot-desk
# (1 week / 2 hours) values may be named only in a sentence that sets them aside; the Snug's "2 hours" likewise.
# Workspace unchanged.
ASIDE = re.compile(r"full[- ]time|hot[- ]desk|snug|other|whereas|unlike|\bnot?\b|n't|includ|month|compared", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    t = norm(ans)
    require(re.search(r"\b(2|two)[- ]weeks?\b|\b(14|fourteen)[- ]days?\b|\bfortnight\b", t),
            "answer does not say 2 weeks ahead")
    require(re.search(r"\b(3|three)[- ]hours?\b|\b(3|three)h\b", t), "answer does not give 3 hours")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(sent)
        if re.search(r"\b(4|four|1|one)[- ]weeks?\b|\b(4|four)[- ]hours?\b|\b(2|two)[- ]hours?\b", s):
            require(ASIDE.search(s), "answer gives another membership's or room's limit: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "2 weeks ahead, 3 hours"

run_check(check)
