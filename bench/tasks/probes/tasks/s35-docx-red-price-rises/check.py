import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Legend: prices in red have gone up. Red prices: A4 colour copy ("£0." + "45", two red runs), A3 poster (red from
# a character style "Price rise": font.color of the run is None), Business cards, Spiral binding (2nd table).
# Red but not a price rise: the title, the word "red" in the legend, the NEW label of Photo book (black price).
# Bold black best-value prices (A1 poster, Laminating) are not rises.
INCLUDED = [r"a4 colou?r", r"a3 poster", r"business cards?", r"spiral binding"]
NOT = [r"a4 black", r"a3 colou?r", r"a1 poster", r"photo ?book", r"comb binding", r"laminat", r"thermal binding"]
ASIDE = re.compile(r"\bnot\b|n't|\bno\b|unchanged|same price|held|label|bold|best.value|except|rather than|"
                   r"did(?: not|n't)|neither|nor\b", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    ans = last_answer(ev)
    t = norm(ans)
    for s in INCLUDED:
        require(re.search(s, t), "answer does not name %s" % s)
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for s in NOT:
            if re.search(s, norm(sent)):
                require(ASIDE.search(sent), "answer includes an item whose price did not go up: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 price rises"

run_check(check)
