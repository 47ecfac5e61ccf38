import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Spring INSET days: Mon 5 Jan 2026 and Mon 2 Mar 2026 ("Inset day (moved from Fri 13 Feb)").
# Not: Fri 13 Feb (moved away), Wed 11 Mar (twilight training, school open), autumn 1-2 Sep, summer 1 Jun,
# bank holiday 4 May. A wrong date passes only in a sentence that sets it aside. Workspace unchanged.
MONTHS = {1: "jan(?:uary)?", 2: "feb(?:ruary)?", 3: "mar(?:ch)?", 5: "may", 6: "june?", 9: "sep(?:t|tember)?"}


def date_re(day, month):
    m = MONTHS[month]
    d = r"0?%d(?:st|nd|rd|th)?" % day
    return re.compile(r"(?<!\d)%s\s*(?:of\s+)?%s\b|\b%s\.?\s+%s(?!\d)|(?<![\d/])0?%d[/.]0?%d(?:[/.](?:20)?2[56])?(?![\d/])|"
                      r"202[56]-%02d-%02d" % (d, m, m, d, day, month, month, day), re.I)


RIGHT = [(5, 1), (2, 3)]
WRONG = [(13, 2), (11, 3), (1, 9), (2, 9), (1, 6), (4, 5)]
ASIDE = re.compile(r"moved|originally|was\b|no longer|not\b|n't|instead|twilight|open|autumn|summer|"
                   r"previous|earlier|old\b|changed|rather|replac", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    t = ans.translate(str.maketrans({"\u00a0": " ", "\u2013": "-"}))
    for d, m in RIGHT:
        require(date_re(d, m).search(t), "answer does not give the INSET day %d/%d" % (d, m))
    for sent in re.split(r"(?<=[.;!?])\s+|\n", t):
        for d, m in WRONG:
            if date_re(d, m).search(sent):
                require(ASIDE.search(sent), "answer lists %d/%d as a spring INSET day: %r" % (d, m, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 Jan and 2 Mar 2026"

run_check(check)
