import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Week 33 table (the 2nd of 3). Free Fri 15 and Sat 16: A2, B1 (an italic unshaded "Moss?" is an enquiry only), B3,
# C2, C3. Not free: A1 (Okafor, merged Thu-Sat), A3 (yellow = held, deposit due, Sat-Sun), B2 (grey with no name
# on Sat = closed), C1 (Patel merged Mon-Fri), D1 (Nguyen). Merged cells: reading <w:tc> elements by position puts
# A2's and C3's Sunday bookings under Friday. Week 32 (C2 Fri 8/Sat 9) and week 34 (B3 Fri 22/Sat 23) are other
# weeks. A wrong pitch may appear only in a line/sentence that sets it aside. Workspace unchanged.
FREE = ["A2", "B1", "B3", "C2", "C3"]
TAKEN = ["A1", "A3", "B2", "C1", "D1"]
ASIDE = ["booked", "booking", "bookings", "taken", "not free", "not available", "unavailable", "occupied", "closed",
         "held", "deposit", "reserved", "yellow", "grey", "gray", "shaded", "isn't free", "is not free", "aren't",
         "are not", "busy", "no:", "not:", "excluded", "except", "but not", "okafor", "patel", "nguyen", "lindqvist"]


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
    missing = [p for p in FREE if not has_word(ans, p)]
    require(not missing, "answer does not name free pitch(es) %s" % ", ".join(missing))
    bad = set()
    for sent in re.split(r"\n|;|\.\s|\.$", norm(ans)):
        if set_aside(sent):
            continue
        bad |= {p for p in TAKEN if has_word(sent, p)}
    require(not bad, "answer gives pitches that are not free both nights: %s" % ", ".join(sorted(bad)))
    return "A2, B1, B3, C2, C3; workspace unchanged"

run_check(check)
