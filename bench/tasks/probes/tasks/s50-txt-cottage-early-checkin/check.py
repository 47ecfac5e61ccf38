import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Guide: check-in from 4pm; early check-in from 1pm for £20 only when no guests leave that morning. Jenna's email:
# the family before them check out on Friday morning (a changeover day, cleaners 10am-4pm) -> no, not before 4pm.
# Traps: "yes, for £20 from 1pm" (the rule read without its condition; the owner never says "no" in so many words);
# Tern Cottage's 3pm; parking from 12 noon is not check-in. A sentence claiming 1pm / £20 / 3pm / noon check-in passes
# only if it sets it aside. Workspace unchanged.
CLAIMS = {"1pm check-in": r"\b1\s*(pm|p\.m\.)|\b13[:.]00|\bone o'?clock",
          "the \u00a320 fee": r"\u00a3\s*20\b|\b20\s*(pounds|gbp)",
          "3pm (Tern Cottage)": r"\b3\s*(pm|p\.m\.)|\b15[:.]00",
          "noon": r"\b12\s*(noon|pm|p\.m\.)|\bnoon\b|\bmidday\b|\b12[:.]00"}
ASIDE = ["\u274c", "\u2717", "\u2718",
         "not", "no", "isn't", "can't", "cannot", "won't", "wouldn't", "unable", "only", "only if", "only when",
         "unless", "because", "since", "changeover", "leaving", "leave", "check out",
         "checking out", "empty", "cleaners", "cleaning", "tern", "next door", "other cottage", "park", "parking",
         "harbour", "bakery", "pasties", "normally", "usually", "would", "otherwise", "doesn't apply", "not available",
         "unavailable", "instead", "rather than"]


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


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev)
    t = norm(raw)
    require(not re.match(r"\W*(yes|yep|sure|you can\b|you could\b|you'll be able|you will be able|you're able|"
                         r"you are able)", t), "answer says yes")
    require(re.search(r"\bno\b|\bnot\b|n't\b|cannot|can not|\bunable\b", t), "answer does not say no")
    require(re.search(r"\b4\s*(:00|\.00)?\s*(pm|p\.m\.)|\b16[:.]00|\bfour\s*(pm|o'?clock)|\b4\s*o'?clock", t),
            "answer does not say check-in is from 4pm")
    bad = set()
    for sent in re.split(r"(?<=[.;!?])\s+|\n", raw):
        s = norm(sent)
        if not s or set_aside(s):
            continue
        bad |= {k for k, rx in CLAIMS.items() if re.search(rx, s)}
    require(not bad, "answer offers an arrival option that does not apply: %s" % ", ".join(sorted(bad)))
    return "no; check-in from 4pm (changeover day); workspace unchanged"

run_check(check)
