import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Petty cash procedure: £60 is over £30 and up to £100 -> the office manager must approve before buying; receipt
# within 3 working days. The answer must not say that no approval is needed (except when quoting the up-to-£30
# rule). Workspace unchanged.


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    t = norm(ans)
    require("office manager" in t, "answer does not name the office manager as the approver")
    require(re.search(r"approv|sign[- ]?off|permission|authoris|authoriz", t), "answer does not say approval is needed")
    require(re.search(r"\b(3|three)\s+working\s+days?\b", t), "answer does not give 3 working days for the receipt")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(sent)
        if re.search(r"no approval|without approval|(don't|do not|doesn't|does not) need (any )?approval|can just buy", s):
            require(re.search(r"30|thirty|under|below|smaller", s),
                    "answer says the kettle needs no approval: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "office manager approval first; receipt within 3 working days"

run_check(check)
