import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Table 1.1, row C, column "More than 5 years" -> 29. Distractors: 27 (2-5 years column),
# 28 (appendix: pre-2025 figures), 17.4 (part-time table), 30 (upper end of the range / band D)
WRONG = [27, 28, 17.4, 30, 26]
# a line that mentions a wrong figure only to set it aside is fine
ASIDE = re.compile(r"\b(before|previous|previously|old|older|was|were|up from|earlier|2024|part-time|"
                   r"part time|pro rata|not|instead|rather|range|band d|10 or more|long service)\b")


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_number(ans, 29, words=False), "answer does not give 29 days")
    for line in re.split(r"\n|(?<=[.;!?])\s+", ans):
        n = norm(line)
        if ASIDE.search(n):
            continue
        bad = [v for v in WRONG if has_number(re.sub(r"\b\d+\s+(years?|public holidays)\b|\b20\d\d\b", " ", n), v, words=False)]
        require(not bad, "answer also gives %s: %r" % (bad, line.strip()[:100]))
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "files were added or removed: %s" % list_files(ws))
    require(same_file(os.path.join(pws, "leave_policy.docx"), os.path.join(ws, "leave_policy.docx")),
            "leave_policy.docx was changed")
    return "29 days"

run_check(check)
