import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Current procedure v5: within 3 working days of becoming full; request on the EHS Waste Portal ("Chemical waste
# pickup"), not by email or phone. Near: v4 (10 working days, email waste@... or ext 4400), biological waste
# (24 hours, ext 4480), recycling drums every Friday, 6 months for partly filled containers, Security 2222.
# A wrong value may appear only in a sentence that sets it aside (old version, biological, partly filled...).
WRONG = [r"\b10\s+working\s+days", r"\bten\s+working\s+days", r"\b24\s*h", r"\b4400\b", r"\b4480\b",
         r"\bevery\s+friday", r"waste@ehs", r"\b6\s+months", r"\bsix\s+months"]
ASIDE = re.compile(r"supersed|\bold\b|previous|earlier|\bv4\b|version\s*4|archiv|no longer|biolog|sharps|"
                   r"recycl|acetone|partly|partial|not\b|n't|instead|rather than|\bused to\b", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    t = norm(ans)
    require(re.search(r"\b(3|three)\s+(working|business)\s+days", t), "answer does not give 3 working days")
    require(re.search(r"portal|waste\.ehs\.example", t), "answer does not say to request it on the EHS Waste Portal")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for w in WRONG:
            if re.search(w, norm(sent)):
                require(ASIDE.search(sent), "answer gives a value from another document: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "3 working days, EHS Waste Portal"

run_check(check)
