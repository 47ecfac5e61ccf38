import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Passenger lift maintenance row: Calder Vale Lifts, renewal 30 September 2025 (any usual date spelling).
# Workspace unchanged.
DATE_RE = re.compile(r"\b30(th)?\s+(of\s+)?sep[a-z]*\.?,?\s+2025|\bsep[a-z]*\.?\s+30(th)?,?\s+2025|2025-09-30|\b30/0?9/(20)?25\b|\b30\.0?9\.(20)?25\b")


def check(ws, ev):
    ans = require_answer(ev)
    require(has_phrase(ans, "Calder Vale"), "answer does not name Calder Vale Lifts")
    require(DATE_RE.search(norm(ans)), "answer does not give the renewal date 30 September 2025")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "Calder Vale Lifts, 30 September 2025"

run_check(check)
