import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Hardstanding with electric, high season: £36 (two adults included). The low/mid prices of that row (£25, £29)
# and the neighbouring rows' high-season prices (£31, £40) may be named only in a sentence that sets them aside
# (e.g. "£40 with water and waste"). Workspace unchanged.
WRONG = [25, 29, 31, 40]
ASIDE = re.compile(r"low|mid|grass|water|waste|fully|serviced|other|whereas|if you|not\b|without|compared", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    require(has_number(ans, 36, words=False), "answer does not give \u00a336")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for w in WRONG:
            if re.search(r"\u00a3\s?%d\b" % w, sent.translate({0xa0: 32})):
                require(ASIDE.search(sent), "answer gives \u00a3%d, which is not the high-season hardstanding price: %r"
                        % (w, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "\u00a336 a night"

run_check(check)
