import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Priya: 27 days (25 + 2 long-service), taken 3+4+4+6+1 = 18, booked 2 -> 7 left. Policy v4: carry over up to 5
# (3.1); a line manager cannot approve more (3.3); the HR Director may allow up to 10 only for sickness/family
# leave, not pressure of work (3.4). Graham's email ("carry all 7") is not valid. Answer: 5. Traps: 7 (everything
# left / the manager's email), 8 (superseded v3), 10 (the HR Director exception), 3 (the part-time example). A trap
# number only in a sentence that sets it aside (7 may be given as what is left). Workspace unchanged.
TRAPS = [7, 8, 10, 3]
ASIDE = ["\u274c", "\u2717", "\u2718",
         "left", "remaining", "remain", "unused", "lose", "lost", "forfeit", "cannot", "can't", "not", "isn't",
         "doesn't", "don't", "invalid", "old", "older", "previous", "previously", "superseded", "v3", "version 3",
         "2021", "used to", "hr director", "exceptional", "exception", "sickness", "maternity", "parental",
         "part-time", "part time", "pro rata", "pro-rata", "three days a week", "instead of", "rather than", "was",
         "were", "even though", "although"]


def set_aside(sent):
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


BULLET = re.compile(r"^\s*([-*\u2022+]|\d+[.)])\s+")


def units(raw):
    """Sentences of the answer as (text, under_aside_lead_in). List items under a lead-in line or heading that
    sets things aside ("Not allowed:", "### Old policy") inherit it until the next ordinary line."""
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
    # section numbers (3.1, 3.4) and dates are not day counts
    clean = re.sub(r"\b\d+\.\d+\b|\b\d{1,2}\s+(january|february|march|april|may|june|july|august|september|october|"
                   r"november|december)\b|\b(19|20)\d\d\b", " ", norm(raw))
    require(has_number(clean, 5), "answer does not give 5 days")
    bad = set()
    for sent, ctx in units(raw):
        s = norm(sent)
        if ctx or set_aside(s):
            continue
        s = re.sub(r"\b\d+\.\d+\b|\b\d{1,2}\s+(january|february|march|april|may|june|july|august|september|october|"
                   r"november|december)\b|\b(19|20)\d\d\b", " ", s)
        bad |= {t for t in TRAPS if has_number(s, t)}
    require(not bad, "answer gives carry-over figures that do not apply: %s" % ", ".join(str(b) for b in sorted(bad)))
    return "5 days; workspace unchanged"

run_check(check)
