import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Rota: 6 April = Margaret Ellis. She is away and asks Jean Pollard to swap; Jean cannot (christening, and keeps the
# 30th); Hazel Dunn takes 6 April ("I'll take it on" - the Sunday is only named in the quoted message below and in
# the subject) and asks Margaret to do Palm Sunday (13 April) with Pat Hobbs. Answer: Hazel Dunn. Traps: Margaret
# Ellis (the rota), Jean Pollard (the asked-for swap), Pat Hobbs (13 April and 23 March), Ruth Kemble (keeps the
# sheet, does not arrange). Other names only in a sentence that sets them aside. Workspace unchanged.
WRONG = {"Margaret Ellis": r"\bmargaret\b|\bellis\b", "Jean Pollard": r"\bjean\b|pollard",
         "Pat Hobbs": r"\bpat\b|hobbs", "Ruth Kemble": r"\bruth\b|kemble"}
ASIDE = ["\u274c", "\u2717", "\u2718",
         "away", "whitby", "swap", "swapped", "swapping", "asked", "asking", "ask", "originally", "original",
         "rota", "rostered", "scheduled", "was", "were", "wasn't", "not", "no", "can't", "cannot", "couldn't",
         "unable", "declined", "christening", "instead", "instead of", "rather than", "palm sunday", "13 april",
         "13th", "the 13th", "30 march", "mothering", "23 march", "other sunday", "keeps", "master copy", "sheet",
         "updates", "copied", "cc", "replacing", "replaces", "in place of", "covering for", "covers for", "for margaret",
         "on behalf", "neither", "nor", "except", "by email"]


def set_aside(sent):
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


BULLET = re.compile(r"^\s*([-*\u2022+]|\d+[.)])\s+")


def units(raw):
    """Sentences of the answer as (text, under_aside_lead_in). List items under a lead-in line or heading that
    sets things aside ("Not doing it:", "### Swaps that fell through") inherit it until the next ordinary line."""
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
    require(re.search(r"\bhazel\b|\bdunn\b", norm(raw)), "answer does not name Hazel Dunn")
    bad = set()
    for sent, ctx in units(raw):
        s = norm(sent)
        if ctx or set_aside(s):
            continue
        bad |= {k for k, rx in WRONG.items() if re.search(rx, s)}
    require(not bad, "answer also gives people who are not doing 6 April: %s" % ", ".join(sorted(bad)))
    return "Hazel Dunn; workspace unchanged"

run_check(check)
