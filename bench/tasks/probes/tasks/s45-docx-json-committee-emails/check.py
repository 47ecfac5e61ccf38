import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Out of date: Meera Shah (sheet has "Dr"), Chris Allen (a lapsed old record with the same name has exactly the
# sheet's address; the current record M0388 has another), Bob Turner (listed as Robert with known_as Bob), Lily Tran
# (her address is a hyperlink in the docx). Not out of date: Jane Okoro and Ade Bankole (case only, Ade's also a
# hyperlink and Adebayo in the export), Sam Wood and Pete Hughes (trailing space in the export; Samantha Wood is a
# different member), Karen Webb and Tom Reyes (not members). A wrong name may appear only in a line/sentence that
# sets it aside. Workspace unchanged.
WANT = ["Shah", "Allen", "Turner", "Tran"]
NOT = ["Okoro", "Bankole", "Wood", "Hughes", "Webb", "Reyes"]
ASIDE = ["up to date", "up-to-date", "match", "matches", "matching", "matched", "same", "case", "fine", "correct",
         "unchanged", "not a member", "not members", "non-member", "non-members", "not in", "no record", "consistent",
         "identical", "differ only", "differs only", "only differ", "only differs", "whitespace", "trailing",
         "no change", "ok", "agree", "agrees", "not out of date", "samantha", "different person", "venue", "hire",
         "no action", "nothing to", "capitalisation", "capitalization", "lowercase", "lower-case", "uppercase",
         "upper-case"]


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
    ans = last_answer(ev)
    missing = [n for n in WANT if not has_word(ans, n)]
    require(not missing, "answer does not name %s" % ", ".join(missing))
    bad = set()
    for sent in re.split(r"\n|;|\.\s|\.$", norm(ans)):
        if set_aside(sent):
            continue
        bad |= {n for n in NOT if has_word(sent, n)}
    require(not bad, "answer flags people whose email is not out of date: %s" % ", ".join(sorted(bad)))
    return "Shah, Allen, Turner, Tran; workspace unchanged"

run_check(check)
