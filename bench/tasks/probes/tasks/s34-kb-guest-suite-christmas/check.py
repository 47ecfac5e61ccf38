import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Guest suite: normally up to 5 consecutive nights, but in the winter holiday period (20 Dec - 3 Jan) at most 2
# consecutive nights, one booking per household. So: not allowed; longest is 2 nights. Near values: 5 nights
# (normal limit -> a wrong "yes"), 3 nights (visitor parking permit), 14 days (rebooking gap / common room).
WRONG = [r"\b(5|five)\s+(consecutive\s+)?nights", r"\b(3|three)\s+(consecutive\s+)?nights"]
ASIDE = re.compile(r"normal|usual|outside|otherwise|standard|rest of the year|other times|general|regular|"
                   r"except|parking|permit|not\b|n't|\bno\b|only applies|instead|rather", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    t = norm(ans)
    require(not re.match(r"\W*yes\b", t), "answer says yes, but 4 nights is over the holiday-period limit")
    require(re.search(r"\bno\b|\bnot\b|n't|cannot|can not|exceed|too long|over the (limit|maximum)", t),
            "answer does not say the 4-night stay is not allowed")
    require(re.search(r"\b(2|two)\s+(consecutive\s+)?nights?\b|\bnights?\s*:?\s*(2|two)\b|\b(2|two)-night", t),
            "answer does not give 2 nights as the longest stay")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for w in WRONG:
            if re.search(w, norm(sent)):
                require(ASIDE.search(sent), "answer gives another limit as the answer: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "not allowed; 2 nights max in the holiday period"

run_check(check)
