import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The talk is in session 2B (Wednesday); the chairs table at the end gives 2B -> Prof. Amara Nwosu.
# "Soil carbon under agroforestry in the Sahel" is a 1B talk (chair Dr Ian Prescott); Dr Ruth Okoye is a
# speaker in 1C and chair of 2A; Dr Leila Haddad is the talk's speaker.
DECOYS = ["ian prescott", "prescott", "helen marsh", "ribeiro", "ruth okoye", "okoye", "kenji sato"]
ASIDE = re.compile(r"\b(not|isn't|sahel|other|different|look-?alike|similar|speaker|presents?|presented|given by|"
                   r"by dr|(talk|paper) by)\b")
HEADER = re.compile(r"^(#+\s.*|\*\*[^*]+\*\*:?|.{0,80}:)$")
EXCL = re.compile(r"\b(not (the|this)|other sessions?|for reference|similar|look-?alike|don't confuse)\b")


def positive_mentions(ans, names):
    out, excluded = [], False
    for raw in ans.splitlines():
        line = norm(raw)
        if not line:
            continue
        body = re.sub(r"^([-*\u2022>]|\d+[.)])\s+", "", line).strip()
        if HEADER.match(body):
            excluded = bool(EXCL.search(body))
            continue
        if excluded:
            continue
        for sent in re.split(r"(?<=[.;!?])\s+", body):
            for name in names:
                for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", sent):
                    cut = max(sent.rfind(c, 0, m.start()) for c in ",:;") + 1
                    if not ASIDE.search(sent[max(cut, m.start() - 40):]):
                        out.append((name, raw.strip()))
    return out


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    require(has_word(ans, "nwosu"), "answer does not name Prof. Amara Nwosu")
    bad = positive_mentions(ans, DECOYS)
    if bad:
        raise Fail("answer names %s as the chair: %r" % (bad[0][0].title(), bad[0][1][:100]))
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "files were added or removed: %s" % list_files(ws))
    require(same_file(os.path.join(pws, "conference_programme.docx"), os.path.join(ws, "conference_programme.docx")),
            "conference_programme.docx was changed")
    return "Prof. Amara Nwosu (2B)"

run_check(check)
