import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# "Needs repair": Corner flags, Pop-up goals (small), Ball pump. Goalkeeper gloves are "Worn" and the others Good or
# restocked; those may be named only in a line/sentence that sets them aside. Workspace unchanged.
WANT = {"corner flags": r"corner flag", "pop-up goals": r"pop[- ]?up goal", "ball pump": r"ball pump|\bpump\b"}
OTHERS = {"goalkeeper gloves": r"gloves", "match balls": r"match balls", "training bibs": r"bibs",
          "cones": r"\bcones\b", "first aid kit": r"first aid", "stopwatch": r"stopwatch",
          "ball net bags": r"net bags"}
ASIDE = re.compile(r"\bnot?\b|n't|only worn|\bworn\b|\bgood\b|other|fine|restocked|otherwise", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    t = norm(ans)
    for name, pat in WANT.items():
        require(re.search(pat, t), "answer does not name %s" % name)
    for s in re.split(r"(?<=[.;!?])\s+|\n", ans):
        s = norm(s)
        for name, pat in OTHERS.items():
            if re.search(pat, s):
                require(ASIDE.search(s), "answer lists %s, which is not marked as needing repair: %r" % (name, s[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "corner flags, pop-up goals, ball pump"

run_check(check)
