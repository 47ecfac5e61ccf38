import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 6x14.20 + 3x15.10 + 2x19.75 + 4x68.50 + 2x27.40 + 5x3.85 + 1x9.60 = 527.65 (spelt flour and sunflower seeds are in
# the price list but not ordered). The answer must contain 527.65. Workspace unchanged.


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    require(has_number(texts[-1], 527.65, tol=0.001, words=False), "answer does not give the total 527.65")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "total 527.65 before VAT"

run_check(check)
