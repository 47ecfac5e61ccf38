import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Equipment rules (2025 edition): 18 or over, after the laser induction, to use the laser cutter unsupervised.
# Distractors: 16-17 supervised (same section), the superseded 2022 rules (16 unsupervised), the induction booking age
# 16, 3D printers 14, CNC 21, youth sessions 11-15. Another age as the answer only in a sentence that sets it aside.
ASIDE = re.compile(r"supervis|2022|\bold(er)? (rules|version|edition)|superseded|previous|used to|former|no longer|replaced|induction|book|"
                   r"3d|printer|cnc|router|youth|11|not\b|n't|under|younger|below|lathe|bandsaw", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    t = norm(ans)
    require(re.search(r"\b(18|eighteen)\b", t), "answer does not say 18")
    require(re.search(r"equipment[\s-]*rules|rules-2025|2025 edition", t), "answer does not name the equipment rules (2025)")
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(sent)
        if re.search(r"\b(16|sixteen|14|fourteen|21|twenty-one)\b", s):
            require(ASIDE.search(s), "answer gives another age: %r" % sent.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "18 (equipment rules 2025)"

run_check(check)
