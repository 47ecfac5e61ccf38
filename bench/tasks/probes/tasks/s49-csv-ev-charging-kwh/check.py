import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# May 2025 by session START, card holder on the day, Wh/1000 for bay 2, TEST-01 not billed:
# Sam Whitfield 186.4 kWh (C-1003 until 9 May: 28.2 + 33.5; C-1019 from 12 May: 30.1 + 26.4 + 35.0 + 33.2,
# the last one starting 31 May 22:15 and ending 1 June), Priya Nair 171.9, Tom Becker 132.6, Rosa Lind 83.5,
# Mia Okoro 66.4 (re-issued C-1004, Dave Hollis left 30 April).
# Traps: bay1 has the header repeated where April's export was pasted above May's; Priya's 30 Apr 18:40 session
# ends 1 May (billed in April; counting it gives her 201.9 and the top spot); by end date Sam loses 33.2 (153.2);
# bay2 is in Wh with DD/MM dates; bay2 cards are partly lower case ("c-1003", "c-1019": a case-sensitive join,
# or bay 1 alone, gives Sam 91.5); ignoring the replacement card gives 61.7 (or 124.7 without the old one).
# Answer must name Sam Whitfield first and give 186.4; the trap totals 201.9 and 153.2 must not appear (Sam's
# per-card and per-bay subtotals 61.7/124.7 and 91.5/94.9 may). Workspace unchanged.
PEOPLE = {"sam": r"\bsam\b|whitfield", "priya": r"priya|\bnair\b", "tom": r"\btom\b|becker",
          "rosa": r"\brosa\b|\blind\b", "mia": r"\bmia\b|okoro", "dave": r"\bdave\b|hollis"}
TRAPS = [201.9, 153.2]


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


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    ans = norm(last_answer(ev))
    require(re.search(PEOPLE["sam"], ans), "answer does not name Sam Whitfield")
    first = min((m.start(), k) for k, rx in PEOPLE.items() for m in [re.search(rx, ans)] if m)[1]
    require(first == "sam", "the first person the answer names is %s, not Sam Whitfield" % first)
    require(has_number(ans, 186.4, tol=0.051, words=False), "answer does not give 186.4 kWh")
    bad = [t for t in TRAPS if has_number(ans, t, tol=0.051, words=False)]
    require(not bad, "answer gives a total from a trap: %s" % bad)
    return "Sam Whitfield, 186.4 kWh; workspace unchanged"

run_check(check)
