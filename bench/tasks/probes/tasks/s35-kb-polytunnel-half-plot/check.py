import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 3 m x 2.5 m = 7.5 m2. Current Hollybrook rules (2025): half plot up to 6 m2 (height 2.1 m is within 2.5 m),
# with written permission -> not allowed; biggest is 6 m2. Near values: 9 m2 (superseded 2019 rules: would say
# yes), 12 m2 (full plot), 10 m2 (Mill Lane, another site), 15/20 m2.
AREA = r"\s*(?:m\s*2|m\u00b2|m\^2|sq\.?\s*m|sqm|square\s+met(?:re|er)s?)"
WRONG = [r"\b(9|nine)" + AREA, r"\b(12|twelve)" + AREA, r"\b(10|ten)" + AREA, r"\b(15|fifteen)" + AREA, r"\b(20|twenty)" + AREA]
ASIDE = re.compile(r"2019|old|superseded|previous|used to|former|full plot|full-plot|mill lane|council|other site|"
                   r"not\b|n't|\bno longer|instead|rather|replaced", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    t = norm(ans)
    require(not re.match(r"\W*yes\b", t), "answer says yes, but 7.5 m2 is over the half-plot limit")
    require(re.search(r"\bno\b|\bnot\b|n't|cannot|can not|too (big|large)|exceed|over the (limit|maximum)|larger than", t),
            "answer does not say the 3 m x 2.5 m tunnel is not allowed")
    require(re.search(r"\b(6|six)(\.0)?" + AREA, t), "answer does not give 6 m2 as the biggest allowed")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for w in WRONG:
            if re.search(w, norm(sent)):
                require(ASIDE.search(sent), "answer gives another limit as the answer: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "not allowed; 6 m2 max on a half plot"

run_check(check)
