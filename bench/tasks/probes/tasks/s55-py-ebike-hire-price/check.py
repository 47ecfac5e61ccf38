import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 4 days x 35 = 140, 10% off (3+ days) = 126, helmet 4 x 2 = 8 -> 134.00. Wrong readings: 133.20 (discount on the
# helmet too, must not appear), 148 (no discount), 126 (no helmet). The deposit (150)
# may be mentioned. Workspace unchanged (a __pycache__ from running the code is tolerated).
WRONG = [133.2]


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    require(has_number(ans, 134, tol=0.001, words=False), "answer does not give \u00a3134")
    for w in WRONG:
        require(not has_number(ans, w, tol=0.001, words=False), "answer contains a wrong total %s" % w)
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    extra = [p for p in list_files(ws) if p not in list_files(pws) and "__pycache__" not in p and p.startswith("hire/")]
    require(not extra, "new files in hire/: %s" % ", ".join(extra))
    return "\u00a3134.00"

run_check(check)
