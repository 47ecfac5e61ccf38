import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Bold stop names in the three day tables = entry included. Distractors in bold: the header row (Time/Stop/
# Notes), a note "Closes 17:00" (Alnwick Garden row), "book ahead" (Seahouses row), the time "10:00" of Cragside,
# the word "bold" in the legend, and Kielder Observatory in a paragraph (an optional extra at 30 pounds).
INCLUDED = ["Alnwick Castle", "Bamburgh Castle", "Lindisfarne Priory", "Hexham Abbey", "Vindolanda"]
NOT = ["Alnwick Garden", "Seahouses", "Farne Islands", "Cragside", "Kielder"]
ASIDE = re.compile(r"\bnot\b|n't|\bno\b|exclud|pay on the day|pay (?:at|on)|extra|optional|other|without|separately"
                   r"|\bown\b|except|\bbut\b", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    for s in INCLUDED:
        require(has_phrase(ans, s), "answer does not name %s" % s)
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for s in NOT:
            if has_phrase(sent, s):
                require(ASIDE.search(sent), "answer includes %s, whose entry is not included: %r" % (s, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 included stops"

run_check(check)
