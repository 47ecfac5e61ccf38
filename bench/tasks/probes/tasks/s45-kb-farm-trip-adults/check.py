import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Policy v5 4.2: pupils feeding/holding animals make the visit higher-risk -> 1:6 for Years 1-6; the farm's info
# sheet says the children feed goats and hold chicks. 34 / 6 = 5.67 -> 6 adults. Plain Year 3 ratio 1:8 gives 5, the
# farm's own 1:10 and the superseded v4 (Years 3-6 1:10, farms not higher-risk) give 4. A wrong count is accepted
# only in a sentence that sets it aside. Workspace unchanged.
NUM = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
CLAIM = [re.compile(r"(?<![\d:./])" + NUM + r"\s+(?:[a-z-]+\s+){0,2}?(adults?|staff|helpers?|people|grown-ups|supervisors)\b"),
         re.compile(r"\b(?:minimum(?: of| is)?|at least|need|needs|take|answer(?: is)?)\s+" + NUM + r"\b(?![:.]\d)")]
ASIDE = ["old", "superseded", "2022", "previous", "v4", "version 4", "farm's", "farm asks", "farm recommends",
         "farm suggests", "the farm", "information sheet", "info", "would", "standard", "normal", "usual", "ordinary",
         "1:8", "1 : 8", "1:10", "1 : 10", "1 in 8", "1 in 10", "instead", "not", "otherwise", "if it", "rather than",
         "weren't", "wasn't", "only"]


def set_aside(sent):
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
                if n in (3, 4, 5, 7) and not aside:
                    wrong.add(n)
    require(6 in claims or re.match(r"\s*(6|six)\b", ans), "answer does not say 6 adults (counts found: %s)" % sorted(claims))
    require(not wrong, "answer gives a count from the wrong ratio: %s" % sorted(wrong))
    return "6 adults (higher-risk 1:6); workspace unchanged"

run_check(check)
