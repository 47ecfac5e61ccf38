import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Policy: a single claim of £250.00 or more needs a director. EC-2203 (412.60), EC-2207 (exactly 250.00),
# EC-2210 (1180.00), EC-2212 (289.99). Other IDs may appear only on a line that sets them aside. Workspace unchanged.
WANT = ["EC-2203", "EC-2207", "EC-2210", "EC-2212"]
OTHER = ["EC-22%02d" % i for i in range(1, 13) if "EC-22%02d" % i not in WANT]
ASIDE = re.compile(r"\bnot?\b|n't|under|below|less than|line manager", re.I)


def check(ws, ev):
    ans = require_answer(ev)
    for cid in WANT:
        require(re.search(r"\b%s\b" % cid, ans, re.I), "answer does not list %s" % cid)
    for line in ans.splitlines():
        for cid in OTHER:
            if re.search(r"\b%s\b" % cid, line, re.I):
                require(ASIDE.search(line), "answer lists %s, which is under \u00a3250: %r" % (cid, line.strip()[:100]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 claims need a director"

run_check(check)
