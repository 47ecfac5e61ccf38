import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# T-1041 card declines (Open), T-1044 Apple Pay missing (In progress), T-1045 double charges (Reopened,
# its history also says "resolved")
EXPECTED = {1041, 1044, 1045}
# T-1042 refunds (Closed), T-1043 cosmetic, mentions payment terms, T-1046 internal chart, payments fine,
# T-1047 card refused but closed as a duplicate of T-1041
WRONG = {1042, 1043, 1046, 1047}
# a sentence that names a wrong ticket while saying why it is left out is fine
EXCLUDING = re.compile(r"\b(not|no|excluded?|excluding|except|closed|duplicate|cosmetic|internal|"
                       r"skipped?|ignored?|isn't|aren't|doesn't|don't|unaffected|fine|normally|"
                       r"rest|others?|neither|nor)\b")


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def ticket_ids(text):
    return {int(m) for m in re.findall(r"(?<![\d.:/-])(?:T-?|#)?(10[0-9]{2})(?!\d|[.:/]\d)", text, flags=re.I)}


def check(ws, ev):
    ans = final_answer(ev)
    missing = sorted(EXPECTED - ticket_ids(ans))
    require(not missing, "answer does not name: %s" % ", ".join("T-%d" % i for i in missing))
    for part in re.split(r"\n|(?<=[.;!?])\s+", ans):
        listed = sorted(ticket_ids(part) & WRONG)
        if listed and not EXCLUDING.search(norm(part)):
            raise Fail("answer lists %s, which should not be included" % ", ".join("T-%d" % i for i in listed))
    # a question: the workspace must be left as it was
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    extra = sorted(set(list_files(ws)) - set(list_files(pws)))
    require(not extra, "files were added to the workspace: %s" % ", ".join(extra))
    return "T-1041, T-1044, T-1045"

run_check(check)
