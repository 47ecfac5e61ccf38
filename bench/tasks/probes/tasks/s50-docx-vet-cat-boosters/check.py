import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Current (from 1 March 2025) vaccinations table, Riverside column: cat annual booster £52.00; multi-pet discount:
# second pet in the same appointment 10% off -> 52 + 46.80 = £98.80. Traps: 104 (no discount), 93.60 (10% off both),
# High Street 49.50 -> 94.05 (or 99.00 without discount), the previous prices table (£48 -> 91.20 / 96.00), the cat
# primary course £72 (-> 136.80 / 144), the dog booster £58 (-> 110.20). A trap total only in a sentence that sets it
# aside. Workspace unchanged.
TRAPS = [104, 93.6, 94.05, 99, 91.2, 96, 136.8, 144, 110.2, 48, 49.5, 72]
ASIDE = ["\u274c", "\u2717", "\u2718",
         "without", "would", "if", "not", "no", "isn't", "wasn't", "instead of", "rather than", "old", "older",
         "previous", "previously", "until 28 february", "before 1 march", "high street", "other branch", "primary",
         "kitten", "dog", "before the discount", "before discount", "full price for both", "undiscounted", "was",
         "were", "used to"]


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


def amounts(s):
    # dates and percentages are not prices
    s = re.sub(r"\b\d{1,2}\s+(january|february|march|april|may|june|july|august|september|october|november|"
               r"december)\b|\b(19|20)\d\d\b|\b\d+(\.\d+)?\s*%", " ", s)
    return numbers_in(s, words=False)


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev)
    require(any(abs(v - 98.8) < 1e-6 for v in amounts(norm(raw))), "answer does not give \u00a398.80")
    bad = set()
    for sent in re.split(r"[.;!?](?:\s+|$)|\n", raw):
        s = norm(sent)
        if not s or set_aside(s):
            continue
        bad |= {t for t in TRAPS if any(abs(v - t) < 1e-6 for v in amounts(s))}
    require(not bad, "answer gives totals/prices that do not apply: %s" % ", ".join(str(b) for b in sorted(bad)))
    return "\u00a398.80 (52.00 + 46.80); workspace unchanged"

run_check(check)
