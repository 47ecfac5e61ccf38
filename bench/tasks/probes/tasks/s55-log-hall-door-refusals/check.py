import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Refusals over all three files: 0417 x4 (2 only in the .gz), 0588 x3 (all in the .gz), 1123 x3.
# 0932 (2) and 2290 (1) fall short: they may be named only in a line that sets them aside. Workspace unchanged.
WANT = {"0417": 4, "0588": 3, "1123": 3}
SHORT = {"0932": 2, "2290": 1}
ASIDE = re.compile(r"\bnot?\b|n't|only|fewer|less|below|under|other|short|just|excluded|don't|doesn't", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    parts = [p for p in re.split(r"(?<=[.;!?])\s+|\n|,(?=\s*(?:fob\s*)?\d{4}\b)", ans) if p.strip()]
    for fob, n in WANT.items():
        hits = [p for p in parts if re.search(r"(?<!\d)%s(?!\d)" % fob, p)]
        require(hits, "answer does not name fob %s" % fob)
        ok = any(has_number(re.sub(r"(?<!\d)%s(?!\d)" % fob, " ", p), n) for p in hits)
        require(ok, "answer does not give %d refusals for fob %s" % (n, fob))
    for fob in SHORT:
        for p in parts:
            if re.search(r"(?<!\d)%s(?!\d)" % fob, p):
                require(ASIDE.search(p), "answer lists fob %s, which was refused fewer than 3 times: %r" % (fob, p.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "0417 x4, 0588 x3, 1123 x3"

run_check(check)
