import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Pressure washer = category C: 3 days, £40 deposit. The category A/B values (7 days, £20) may appear only in
# a sentence that sets them aside (e.g. "other tools are 7 days"). Workspace unchanged.
ASIDE = re.compile(r"\bnot?\b|n't|other|unlike|whereas|while|hand tools|power tools|categor(y|ies) [ab]\b", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    t = norm(ans)
    require(re.search(r"\b(3|three)[- ]days?\b", t), "answer does not give the 3-day loan period")
    require(re.search(r"\u00a3\s?40\b|\b40(\.00)?\s*(pounds|gbp)", t), "answer does not give the \u00a340 deposit")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(sent)
        if re.search(r"\b(7|seven)[- ]days?\b|\u00a3\s?20\b", s):
            require(ASIDE.search(s), "answer gives a category A/B value for the pressure washer: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "3 days, \u00a340 deposit"

run_check(check)
