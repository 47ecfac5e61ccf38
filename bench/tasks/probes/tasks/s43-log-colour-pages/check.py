import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# February spans all three rotations: page_log.2.gz holds 1-3 Feb (cwhyte's 40-page job on 2 Feb), so without
# the gzipped file bstern wins with 108 (cwhyte 102). The Canon_C3530_Mono queue is the same device (a
# "Canon_C3530" grep adds it: aokafor 181). Whole files include January and March (bstern 189, or dlam 166 with
# March only). Edge lines: 31 Jan 23:55 and 1 Mar 00:04 are out, 28 Feb 23:58 is in. error_log/access_log name
# the queue too. Answer: cwhyte, 142 pages. Workspace must stay unchanged.
WRONG = [102, 152, 166, 181, 189]


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
    require(has_word(ans, "cwhyte"), "answer does not name cwhyte")
    require(has_number(ans, 142, words=False), "answer does not give 142 pages")
    bad = [n for n in WRONG if has_number(ans, n, words=False)]
    require(not bad, "answer contains totals from a wrong scope: %s" % bad)
    return "cwhyte, 142 pages; workspace unchanged"

run_check(check)
