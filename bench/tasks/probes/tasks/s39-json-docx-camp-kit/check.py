import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Short: gas stove 1 (2 of 3), cool box 2 (packed qty 0, a note about borrowing), mallet 1 (3 + 2 over two bays, one
# written "mallet"), washing-up bowl 1. Fully packed: patrol tents (2 + 2, one "Patrol Tent"), water carriers (qty is
# the string "4"), fire buckets ("Fire bucket " with a space), the rest. Optional extras (hammocks) are not group kit.
# Each short item must come with its number in the same line/clause; other items only in set-aside lines.
SHORT = {r"gas\s*stoves?": 1, r"cool\s*-?\s*box(es)?": 2, r"mallets?": 1, r"washing[\s-]*up\s*bowls?": 1}
OTHER = [r"patrol\s*tents?", r"dining\s*shelters?", r"gas\s*canisters?", r"water\s*carriers?", r"first[\s-]*aid",
         r"lanterns?", r"tarps?", r"fire\s*buckets?", r"hammocks?", r"parachute", r"bunting"]
ASIDE = re.compile(r"fully|already|complete|enough|\ball\b|everything else|the rest|\bok\b|fine|no more|nothing|"
                   r"none|optional|extra|not (part|on|in) the group|packed:|✓|✔|done|sorted|covered", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1].translate(str.maketrans({"\u00d7": " ", "\u2013": "-", "\u2014": "-"}))
    lines = [l for l in ans.splitlines() if l.strip()]
    for pat, n in SHORT.items():
        hits = [l for l in lines if re.search(pat, l, re.I)]
        require(hits, "answer does not mention %s" % pat.replace("\\s*", " ").replace("?", ""))
        ok = False
        for l in hits:
            for seg in re.split(r"[;,]|\band\b", l):
                if re.search(pat, seg, re.I) and has_number(seg, n):
                    ok = True
        require(ok, "answer does not say %d more needed for %s" % (n, pat.replace("\\s*", " ")))
    for l in lines:
        if any(re.search(p, l, re.I) for p in SHORT):
            for seg in re.split(r"[;,]|\band\b", l):
                if any(re.search(p, seg, re.I) for p in OTHER) and not any(re.search(p, seg, re.I) for p in SHORT):
                    require(ASIDE.search(seg), "answer also lists %r as short" % seg.strip()[:100])
            continue
        if any(re.search(p, l, re.I) for p in OTHER):
            require(ASIDE.search(l), "answer lists another item as short: %r" % l.strip()[:120])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "gas stove 1, cool box 2, mallet 1, washing-up bowl 1"

run_check(check)
