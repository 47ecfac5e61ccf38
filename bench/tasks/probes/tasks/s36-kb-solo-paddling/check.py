import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Current safety code v4, rule 3.1: solo only with 3 Star or higher (and only on Stowe Lake) -> 2 Star: no.
# The superseded v3 allowed 2 Star on the lake (would say yes). Club sessions (4.1) let any level paddle with a
# coach - not alone. A sentence saying 2 Star is enough passes only if it sets that aside.
ASIDE = re.compile(r"v3|version 3|2022|old|superseded|previous|used to|former|no longer|not\b|n't|isn't|"
                   r"only\b.*3|instead|rather|replaced|cannot|can not|session|coach", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    t = norm(ans)
    require(not re.match(r"\W*(yes|you can\b|you're allowed|you are allowed)", t), "answer says yes")
    require(re.search(r"\bno\b|\bnot\b|n't|cannot|can not", t), "answer does not say no")
    require(re.search(r"\b(3|three)[\s-]*(star|\*)", t), "answer does not say the 3 Star award is needed")
    require(re.search(r"3\.1|section 3|rule 3|paddling alone|version 4|v4|safety code", t),
            "answer does not point to the rule (safety code v4, 3.1)")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(sent)
        if re.search(r"\b(2|two)[\s-]*(star|\*)", s) and re.search(r"enough|allowed|can take|may take|permitted|fine|ok\b", s):
            require(ASIDE.search(s), "answer says 2 Star is enough: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "no; needs 3 Star (rule 3.1)"

run_check(check)
