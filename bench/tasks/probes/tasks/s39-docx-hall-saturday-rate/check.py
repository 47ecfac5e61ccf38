import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Outside the parish = the standard rate: Main Hall, Saturday evening -> £31.50 an hour. Look-alikes: parish rate
# £22.00 in the same row, Saturday daytime £26.00, weekday evening £24.00, the Committee Room's Saturday evening
# £13.00 (same table layout), the previous charges' £28.50, the £350 party flat fee. Those may appear only in a
# sentence that sets them aside.
WRONG = [22.0, 26.0, 24.0, 13.0, 28.5, 350.0]
ASIDE = re.compile(r"parish rate|\bparish\b.*(group|resident|hirer)|resident|committee|previous|before|until|\bold\b|"
                   r"\bwas\b|used to|daytime|weekday|flat fee|wedding|part(y|ies)|reception|instead|not\b|n't|"
                   r"compar|\bvs\.?\b|versus|whereas|while|other", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    require(has_number(ans, 31.5, tol=0.001, words=False), "answer does not give \u00a331.50")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        bad = [w for w in WRONG if has_number(sent, w, tol=0.001, words=False)]
        if bad:
            require(ASIDE.search(sent), "answer also gives %s: %r" % (bad, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "\u00a331.50 per hour"

run_check(check)
