import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Policy v7 (2025, in force until replaced): hotel outside London £110/night (Leeds is no longer a higher-cost city),
# evening meal when staying overnight £30. Traps: London £160; superseded v6: London £140, Leeds as a higher-cost city
# £120, elsewhere £95, dinner £25; the board draft (not approved, from 1 May 2026 - after the 12 March trip): £125 and
# £35; the day-trip evening meal £15; overseas hotels £150. The booked room is £134 (may be quoted). Answer must give
# 110 and 30; a trap value only in a sentence that sets it aside. Workspace unchanged.
TRAPS = [160, 140, 120, 125, 95, 25, 35, 15, 150]
ASIDE = ["\u274c", "\u2717", "\u2718",
         "london", "old", "older", "previous", "previously", "superseded", "v6", "version 6", "2023", "used to",
         "draft", "proposal", "proposed", "proposes", "not approved", "not yet", "would", "if approved", "may 2026",
         "day trip", "day trips", "no overnight", "without an overnight", "not staying", "after 20:00", "overseas",
         "abroad", "rather than", "instead of", "not", "isn't", "no longer", "was", "were"]


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
    require(has_number(raw, 110, words=False), "answer does not give the \u00a3110 hotel limit")
    require(has_number(raw, 30, words=False), "answer does not give the \u00a330 evening meal limit")
    bad = set()
    for sent, ctx in units(raw):
        s = norm(sent)
        if ctx or set_aside(s):
            continue
        bad |= {t for t in TRAPS if has_number(s, t, words=False)}
    require(not bad, "answer gives limits that do not apply: %s" % ", ".join(str(b) for b in sorted(bad)))
    return "hotel \u00a3110, evening meal \u00a330; workspace unchanged"

run_check(check)
