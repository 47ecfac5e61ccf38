import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Fully struck: 2.3 (w:strike over three runs), 4.1 (w:dstrike, double strike: run.font.strike is None) and
# 5.2 (struck by the character style "Proposed deletion": run.font.strike is None). Not: 6.3 (only its second
# half struck), 3.2 (underlined insertion), 7.3 (the solicitor's note in 7.2 says "delete clause 7.3" in italic,
# but it is not struck). A line naming a wrong clause passes only if it says why it does not count.
EXPECTED = ["2.3", "4.1", "5.2"]
WRONG = ["6.3", "3.2", "7.3", "7.2"]
ASIDE = re.compile(r"\bnot\b|n't|\bonly\b|\bpart|\bsome\b|\bexclud|\bhalf\b|\bunderlin|\bnote\b|\bno\b|\bbut\b",
                   re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def clause_nums(text):
    return re.findall(r"(?<![\d.])(\d+\.\d+)(?![\d])(?!\.\d)", text)


def check(ws, ev):
    ans = last_answer(ev)
    nums = clause_nums(ans)
    missing = [c for c in EXPECTED if c not in nums]
    require(not missing, "answer misses clause(s) %s" % ", ".join(missing))
    for line in ans.splitlines():
        bad = [c for c in WRONG if c in clause_nums(line)]
        if bad:
            require(ASIDE.search(line), "answer names clause %s, which is not struck through in full: %r"
                    % (bad[0], line.strip()))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "2.3, 4.1, 5.2"

run_check(check)
