import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The crash (watchdog, 23:47:12) ends logs/2025-03-15-2.log.gz; log lines carry no date. Online then: Zed,
# BlockyBen (timed out 21:05, rejoined 21:07), Ollie (joined 22:45; Ollie_Builds left 22:30) and Priya_builds
# (23:40). Not: Maya_K (left 18:30), Ollie_Builds, GrannyPixel (said goodnight, left 23:21), Stranger99 (refused,
# not white-listed), Dex (Friday, and the February crash report's player list). The 22:10 `list` output names
# Ollie_Builds and GrannyPixel; latest.log is Sunday's session. Wrong names are accepted only in a sentence that
# sets them aside. Workspace unchanged.
WANT = {"Zed": r"\bzed\b", "BlockyBen": r"\bblocky ?ben\b", "Ollie": r"\bollie\b(?![ _-]?builds)",
        "Priya_builds": r"\bpriya[ _-]?builds\b"}
WRONG = {"Maya_K": r"\bmaya", "Ollie_Builds": r"\bollie[ _-]?builds\b", "GrannyPixel": r"\bgranny ?pixel\b",
         "Stranger99": r"\bstranger ?99\b", "Dex": r"\bdex\b"}
ASIDE = ["left", "logged off", "logged out", "log off", "log out", "disconnected", "quit", "went offline",
         "already gone", "had gone", "gone by", "not online", "wasn't online", "was not online", "weren't online",
         "were not online", "not on", "wasn't on", "was not on", "not connected", "white-listed", "whitelisted",
         "whitelist", "white list", "refused", "rejected", "kicked", "never joined", "never got in", "couldn't join",
         "could not join", "february", "feb", "friday", "sunday", "next day", "after the restart", "next morning",
         "earlier", "before the crash", "goodnight", "good night", "night all", "not the same", "different player",
         "don't confuse", "do not confuse", "not to be confused", "22:10", "list command", "/list", "ignore",
         "ignored", "not included", "excluded"]


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


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev).replace("\\", "")
    ans = norm(raw)
    missing = [k for k, rx in WANT.items() if not re.search(rx, ans)]
    require(not missing, "answer does not name %s" % ", ".join(missing))
    bad = set()
    for sent in (norm(x) for x in re.split(r"\n|;\s|\.\s|\.$", raw)):
        if set_aside(sent):
            continue
        bad |= {k for k, rx in WRONG.items() if re.search(rx, sent)}
    require(not bad, "answer also names players who were not online at the crash: %s" % ", ".join(sorted(bad)))
    return "Zed, BlockyBen, Ollie, Priya_builds; workspace unchanged"

run_check(check)
