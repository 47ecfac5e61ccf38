import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Server cupboard UPS, April 2025: mains failures on 1 Apr (only in the gzipped .2 rotation), 4, 11, 17, 22 and
# 30 Apr (23:58, mains back on 1 May) = 6. Self-tests (1, 15, 29 Apr) also "switch to battery" (9 with them);
# without the .gz 5; 31 Mar 23:52 is March (7 with it). Longest: 17 April 14:05, 42 min 31 s (42:37 from the
# "Power failure." line). The reception UPS has its own 70-minute outage on 25 April; May 3 (65 min) and
# 12 March (55 min) are out of range. Workspace must stay unchanged.
NOUN = r"(times?|outages?|power[- ]cuts?|cuts?|power failures?|mains failures?|failures?|occasions?|events?|transfers?|interruptions?|incidents?|blackouts?|episodes?|instances?)"
NUM = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
CLAIM = [re.compile(r"(?<![\d:./-])" + NUM + r"\s+(?:[a-z-]+\s+){0,3}?" + NOUN + r"\b"),
         re.compile(r"\b(?:were|was|had|total of|count(?: is|:)?|answer(?: is|:)?|went on battery)\s+" + NUM + r"\b(?![:./-]\d)")]
LONGEST_DAY = re.compile(r"\b17(th)?\s*(of\s+)?(april|apr)\b|\b(april|apr)\s*17\b|2025-04-17|\b17/0?4\b|\b17\.0?4\b")
LONGEST_LEN = re.compile(r"(?<![\d:.])(42|43)\s*(min|minutes|mins|m)\b|(?<![\d])(0?0:)?42:3\d|\b42\.\d+\s*min|\b25[5-6]\d\s*(s|sec)")
# a wrong count is fine in a sentence that sets it aside ("9 switches to battery including 3 self-tests")
ASIDE = ["self-test", "self-tests", "self test", "self tests", "selftest", "selftests", "including", "in total",
         "without", "if you", "if the", "march", "reception", "may", "not count", "not counted", "not counting",
         "excluding", "excluded", "would"]
RECEPTION_DAY = re.compile(r"\b25(th)?\s*(of\s+)?(april|apr)\b|\b(april|apr)\s*25\b|2025-04-25|\b25/0?4\b")


def set_aside(sent):
    """True if the sentence contains one of the ASIDE words/phrases (whole words)."""
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False

def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def require_ws_unchanged(pws, ws):
    vis = lambda p: not any(part.startswith(".") or part == "__pycache__" for part in p.split("/"))
    a = [p for p in list_files(pws) if vis(p)]
    b = [p for p in list_files(ws) if vis(p)]
    require(not sorted(set(a) - set(b)), "files removed or moved: %s" % sorted(set(a) - set(b)))
    require(not sorted(set(b) - set(a)), "files added to the workspace: %s" % sorted(set(b) - set(a)))
    for p in a:
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)


def as_int(tok):
    return int(tok) if tok.isdigit() else NUMWORDS.get(tok, -1)


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    ans = norm(last_answer(ev))
    claims, wrong = set(), set()
    for sent in re.split(r"\n|;|\.\s|\.$", ans):
        aside = set_aside(sent)
        for rx in CLAIM:
            for m in rx.finditer(sent):
                n = as_int(m.group(1))
                claims.add(n)
                if n in (4, 5, 7, 8, 9) and not aside:
                    wrong.add(n)
    require(6 in claims, "answer does not state 6 times/outages (counts found: %s)" % sorted(claims))
    wrong = sorted(wrong)
    require(not wrong, "answer also states a count from a wrong scope: %s" % wrong)
    require(LONGEST_DAY.search(ans), "answer does not name 17 April as the longest")
    require(LONGEST_LEN.search(ans), "answer does not give the longest as about 42-43 minutes")
    require(not RECEPTION_DAY.search(ans), "answer uses the reception UPS log (25 April)")
    return "6 mains failures; longest 17 April, ~42.5 min; workspace unchanged"

run_check(check)
