import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# LX-2291 is now in freezer F2, rack D, box 14 (second table). The "Moved or disposed" table lists its previous
# place F1, rack A, box 3, and the look-alike LX-2219 is in F1 rack B box 7. Those may be mentioned only as the old
# place / another sample.
ASIDE = re.compile(r"previous|previously|before|was\b|old|former|moved|no longer|not\b|n't|earlier|originally|"
                   r"until|lx-?2219|other|different|audit|log", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    t = norm(ans)
    require(re.search(r"\bf\s*-?\s*2\b|freezer\s*(no\.?\s*)?(2|two)\b", t), "answer does not say freezer F2")
    require(re.search(r"rack\W{0,3}d\b|\bd\W{0,3}(,|/|-|and)?\W{0,3}(box\W{0,3})?14\b", t), "answer does not say rack D")
    require(re.search(r"box\W{0,3}14\b|\b14\b", t), "answer does not say box 14")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(sent)
        if re.search(r"\bf\s*-?\s*1\b|freezer\s*(1|one)\b|rack\W{0,3}[ab]\b|box\W{0,3}(3|7)\b", s):
            require(ASIDE.search(s), "answer gives another location as current: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "F2, rack D, box 14"

run_check(check)
