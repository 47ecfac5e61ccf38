import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The hygienist clinic overrides the DEFAULT 24 with hours_before = 48. 24 may be mentioned as the default;
# 72 (orthodontics) only in a sentence that sets it aside. Workspace unchanged.


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    require(has_number(ans, 48, words=False) or re.search(r"forty[- ]eight", ans, re.I),
            "answer does not give 48 hours")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        if has_number(sent, 72, words=False):
            require(re.search(r"ortho|other|whereas|unlike|not\b", sent, re.I),
                    "answer gives 72 hours (the orthodontics setting): %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "48 hours"

run_check(check)
