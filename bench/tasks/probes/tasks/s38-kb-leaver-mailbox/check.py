import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Leavers process v3 (June 2025): the mailbox becomes a shared mailbox and is kept 90 days after the leaving date,
# then deleted. Distractors: superseded v2 (30 days), M365 backups (35 days / 93 days), HR personnel files (6 years).
# Those numbers may appear only when set aside (old, superseded, backups, HR...). The answer names the leavers process.
ASIDE = re.compile(r"v2|version 2|2023|old|superseded|previous|used to|former|no longer|replaced|backup|restore|"
                   r"\bhr\b|personnel|onedrive|sharepoint|not\b|n't|separate|different|instead|rather", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    t = norm(ans)
    require(re.search(r"\b(90|ninety)\s*(-\s*)?days?\b", t), "answer does not say 90 days")
    require(re.search(r"leavers?'?[\s-]*(process|procedure)|version 3|\bv3\b", t), "answer does not name the leavers process document")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(sent)
        if re.search(r"\b(30|thirty|35|93)\s*(-\s*)?days?\b|\b(6|six)\s*years?\b", s):
            require(ASIDE.search(s), "answer gives another period as the answer: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "90 days (leavers process v3)"

run_check(check)
