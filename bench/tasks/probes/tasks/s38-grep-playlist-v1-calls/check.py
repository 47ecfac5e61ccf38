import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 7 calls under station/: playlist.warm_cache 1, scheduler 2, exports/rss 2, web/views 2 (as playlist.fetch_playlist_v1).
# `grep -r fetch_playlist_v1 station` also finds the def, two import lines and a commented-out call (11 lines);
# tests/ (outside station/) has 2 more calls. Answer 7; totals 8-14 must not be given.
WRONG = range(8, 15)
ASIDE = re.compile(r"grep|match|definition|\bdef\b|import|comment|test|mention|exclud|not count|ignor|raw", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    # line references (views.py:12, line 12, L12) are not totals
    t = re.sub(r"[:#]\s*\d+|\blines?\s+\d+(\s*(,|and|-)\s*\d+)*|\bL\d+", " ", ans, flags=re.I)
    require(has_number(t, 7), "answer does not give 7 calls")
    counts = []
    for m in re.finditer(r"(?<![A-Za-z0-9_.])\d+(?:\.\d+)?(?![0-9])|[A-Za-z]+", t):
        w = m.group(0).lower()
        v = float(NUMWORDS[w]) if w in NUMWORDS else (float(w) if w[0].isdigit() else None)
        if v == 7 or v in WRONG:
            counts.append(v)
    require(counts[0] == 7, "the count given is %g, not 7" % counts[0])
    for sent in re.split(r"(?<=[.;!?])\s+|\n", t):
        bad = [n for n in WRONG if has_number(sent, n, words=False)]
        if bad and not has_number(sent, 7):
            require(ASIDE.search(sent), "answer also gives %s as a count: %r" % (bad, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "7 calls"

run_check(check)
