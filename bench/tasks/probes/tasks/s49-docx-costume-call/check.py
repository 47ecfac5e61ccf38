import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Spring chart (table 1). Header row 1 has merged "Act 1" / "Act 2", row 2 repeats "Sc 1".."Sc 3", so the first
# "Sc 3" column is Act 1 Scene 3 (Rhys Morgan, Sue Dainty X there; Dan Ellery not). Act 2 Sc 3: Hannah Vickers (X),
# Graham Tull ("x"), Dan Ellery ("X ", recast from Chris Bowen), Lewis Crane (Fisherman 1), Ajay Mistry (Fisherman 2,
# also the Postman who is not in 2.3). Not: Rhys Morgan (V = voice only), Chris Bowen (replaced), Poppy Tull
# (Young Mara; shares Graham's surname), Nell Farraday and Sue Dainty (X in 2.2 / 2.4 beside it), the autumn 2024
# archive chart's cast (Ken Ashby, Maggie Rowe). Wrong names only in a sentence that sets them aside. Unchanged.
WANT = {"Hannah Vickers": "hannah", "Graham Tull": "graham", "Dan Ellery": "dan", "Lewis Crane": "lewis",
        "Ajay Mistry": "ajay"}
WRONG = {"Rhys Morgan": r"\brhys\b|\bmorgan\b", "Sue Dainty": r"\bsue\b|dainty", "Chris Bowen": r"\bchris\b|bowen",
         "Poppy Tull": r"\bpoppy\b", "Nell Farraday": r"\bnell\b|farraday", "Ken Ashby": r"\bken\b|ashby",
         "Maggie Rowe": r"maggie|\browe\b"}
ASIDE = ["\u274c", "\u2717", "\u2718",
         "voice", "off stage", "offstage", "off-stage", "not", "no", "don't", "doesn't", "isn't", "aren't",
         "needn't", "without", "except", "excluding", "exclude", "excluded", "skip", "replaced", "replacing",
         "replacement", "took over", "taken over", "was", "previously", "formerly", "until", "instead", "rather than",
         "only in", "other scenes", "act 1", "1.3", "2.2", "2.4", "archive", "autumn", "2024", "last season",
         "neither", "nor", "leave out", "left out", "recast"]


def set_aside(sent):
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


BULLET = re.compile(r"^\s*([-*\u2022+]|\d+[.)])\s+")


def units(raw):
    """Sentences of the answer as (text, under_aside_lead_in). List items under a lead-in line or heading that
    sets things aside ("Not included:", "### Not granted") inherit it until the next ordinary line."""
    out, ctx = [], False
    for line in raw.splitlines():
        if not line.strip():
            continue
        head = line.lstrip().startswith("#")
        if BULLET.match(line) and not head:
            out += [(s, ctx) for s in re.split(r";\s|\.\s|\.$", line)]
            continue
        out += [(s, False) for s in re.split(r";\s|\.\s|\.$", line)]
        lead = line.strip().rstrip("*_ ").endswith(":") or head
        ctx = lead and set_aside(norm(line))
    return out


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
    raw = last_answer(ev)
    ans = norm(raw)
    missing = [k for k, w in WANT.items() if not has_word(ans, w)]
    require(not missing, "answer does not name %s" % ", ".join(missing))
    bad = set()
    for sent, ctx in units(raw):
        s = norm(sent)
        if ctx or set_aside(s):
            continue
        bad |= {k for k, rx in WRONG.items() if re.search(rx, s)}
    require(not bad, "answer also calls actors who are not on stage in Act 2 Scene 3: %s" % ", ".join(sorted(bad)))
    return "Hannah Vickers, Graham Tull, Dan Ellery, Lewis Crane, Ajay Mistry; workspace unchanged"

run_check(check)
