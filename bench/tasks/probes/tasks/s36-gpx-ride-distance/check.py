import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Track (two segments, a cafe stop between them ~25 m apart): 42.9 km (haversine; ellipsoidal formulas differ by
# well under 1%, so 42.5-43.3 is accepted). Highest track point 287.4 m. Not: the planned <rte> (53.0 km, up to
# 340 m), track + route (95.9 km), the "Beacon viewpoint (planned detour)" waypoint at 402 m. A wrong value passes
# only in a sentence that sets it aside. Workspace unchanged.
ASIDE = re.compile(r"plan|route|not\b|n't|waypoint|detour|didn't|did not|instead|rather|excluding|ignor", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    nums = numbers_in(ans, words=False)
    require(any(42.45 <= v <= 43.35 for v in nums), "answer does not give the ridden distance (about 42.9 km)")
    require(any(abs(v - 287.4) <= 0.5 for v in nums), "answer does not give the highest point (287.4 m)")
    for sent in re.split(r"(?<=[.;!?])\s+(?=[A-Z(])|\n", ans):
        ns = numbers_in(sent, words=False)
        if any(52.5 <= v <= 53.5 or 95 <= v <= 97 or abs(v - 402) < 0.6 or abs(v - 340) < 0.6 for v in ns):
            require(ASIDE.search(sent), "answer gives a planned-route/waypoint value as the answer: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "42.9 km, 287.4 m"

run_check(check)
