import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Pike & Sons Joinery (C-104): 4 late (SO-2213, SO-2218 "c-104", SO-2230 "c-104 ", SO-2236).
# Same-day deliveries with a time are not late (a string compare counts them: 7); February orders
# delivered late in March make Norwood Dental lead with 5; exact-match ids split C-104 into 2+1+1.
WINNER = [r"pike\s*(&|and|&amp;)\s*sons", r"\bc-104\b"]
OTHERS = [r"harlow", r"brightwater", r"norwood", r"alder", r"\bc-10[1235]\b"]


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def first(t, pats):
    pos = [m.start() for p in pats for m in [re.search(p, t)] if m]
    return min(pos) if pos else None


def check(ws, ev):
    ans = final_answer(ev)
    t = norm(ans)
    w = first(t, WINNER)
    require(w is not None, "answer does not name Pike & Sons Joinery (C-104)")
    o = first(t, OTHERS)
    require(o is None or o > w, "another customer is named before Pike & Sons Joinery")
    # the text about the winner: from its name up to the next other customer named (if any)
    nxt = first(t[w:], OTHERS)
    seg = t[w:] if nxt is None else t[w:w + nxt]
    # dates, times and ids (2025-03-07, 10:25, SO-2213, C-104) are not counts
    seg = re.sub(r"\d{4}-\d{2}-\d{2}(t[\d:.+z-]*)?|\d{1,2}:\d{2}(:\d{2})?|\b[a-z]{1,3}-\d+", " ", seg)
    seg = re.sub(r"\b\d{1,2}(st|nd|rd|th)?\s+(march|mar|april|apr|february|feb)\b|\b(march|mar|april|apr)\s+\d{1,2}\b", " ", seg)
    require(has_number(seg, 4), "the count 4 is not given with Pike & Sons Joinery")
    require(not re.search(r"\b(5|7|five|seven)\s+(late|delayed|deliveries|orders|times)\b|"
                          r"\b(late|delayed|deliveries|count|total)\W{0,4}(5|7)\b", seg),
            "a wrong count is given with Pike & Sons Joinery")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "Pike & Sons Joinery, 4 late deliveries"

run_check(check)
