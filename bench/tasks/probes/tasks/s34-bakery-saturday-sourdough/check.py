import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 14 June pickups are typed as 2025-06-14, 2025-06-14T08:30, 14/06/2025, 14.06.2025, "Sat 14 June", "14 Jun 2025",
# "June 14, 2025". Right answer 37 (11 live orders; B-2016 lists sourdough twice). Naive totals: exact ISO 10,
# ISO prefix 17, ISO + dd/mm 24, any "14" in the date 42 (catches 14/07/2025), including cancelled B-2005/B-2020 45.
RIGHT = 37
WRONG = [17, 24, 42, 45]


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    require(has_number(ans, RIGHT, words=False), "answer does not give %d loaves" % RIGHT)
    for w in WRONG:
        require(not has_number(ans, w, words=False), "answer also gives %d, a total from a wrong filter" % w)
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "37 loaves"

run_check(check)
