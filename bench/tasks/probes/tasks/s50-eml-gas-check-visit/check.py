import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The visit on Thursday 13 March 8am-12pm was called off; Kestrel offered Tue 18 March 1pm-5pm or Fri 21 March
# 8am-12pm; Sam's quoted reply rules out the 18th (office on Tuesdays) and Kestrel's confirmation says "the other day,
# same slot as offered" without repeating it -> Friday 21 March, 8am-12pm. Traps: the original date; the newest
# email (an automatic reminder, sent after the confirmation) still says Thursday 13 March; Tuesday 18 March is the
# declined offer and also Flat 1's new date; the 1pm-5pm slot. Trap dates/times only in a sentence that sets them
# aside. Workspace unchanged.
DAY = r"(fri(day)?\b.{0,20}\b21(st)?\b|\b21(st)?\s+(of\s+)?march|march\s+21(st)?\b|\b21/0?3\b)"
SLOT = (r"\b0?8(:00|\.00)?\s*(am|a\.m\.)?\s*(-|to|and|until|till)\s*(12(:00|\.00)?\s*(pm|p\.m\.|noon|midday)?|noon|"
        r"midday)")
TRAPS = {"13 March / Thursday": r"\bthursday\b|\bthu\b|\b13(th)?\s+(of\s+)?march|march\s+13|\b13/0?3\b",
         "18 March / Tuesday": r"\btuesday\b|\btue\b|\b18(th)?\s+(of\s+)?march|march\s+18|\bthe\s+18th\b|\b18/0?3\b",
         "the 1pm-5pm slot": r"\b1\s*(pm|p\.m\.)|\b13[:.]00|\b5\s*(pm|p\.m\.)|\b17[:.]00|\bafternoon\b"}
ASIDE = ["\u274c", "\u2717", "\u2718",
         "ignore", "ignored", "reminder", "automatic", "original", "originally", "old", "first", "cancel", "cancelled",
         "canceled", "called off", "moved", "rearranged", "rescheduled", "unwell", "ill", "sick", "no longer", "not",
         "isn't", "won't", "wasn't", "was", "were", "instead", "instead of", "rather than", "declined", "turned down",
         "ruled out", "doesn't", "can't", "couldn't", "office", "flat 1", "adeyemi", "neighbour", "other option",
         "offered", "alternative", "previous", "previously", "earlier", "outdated", "out of date", "stale", "wrong"]


def set_aside(sent):
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


BULLET = re.compile(r"^\s*([-*\u2022+]|\d+[.)])\s+")


def units(raw):
    """Sentences of the answer as (text, under_aside_lead_in). List items under a lead-in line or heading that
    sets things aside ("Not this one:", "### Old booking") inherit it until the next ordinary line."""
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
    require(re.search(DAY, ans), "answer does not give Friday 21 March")
    require(re.search(SLOT, ans), "answer does not give the 8am-12pm window")
    bad = set()
    for sent, ctx in units(raw):
        s = norm(sent)
        if ctx or set_aside(s):
            continue
        bad |= {k for k, rx in TRAPS.items() if re.search(rx, s)}
    require(not bad, "answer gives dates/times that no longer apply: %s" % ", ".join(sorted(bad)))
    return "Friday 21 March, 8am-12pm; workspace unchanged"

run_check(check)
