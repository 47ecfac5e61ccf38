import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# group 1: 2023/beach.jpg, 2023/beach (1).jpg, to-sort/IMG_0412.jpg; group 2: docs/passport_scan.pdf,
# old-phone/scan0001.pdf. Same size but different: sunset/IMG_0413, tax_2023/tax_2023_final; same
# name but different: 2023/2024 harbour.jpg; photos_export/beach.jpg is outside backup/
GROUPS = [["beach.jpg", "beach (1).jpg", "img_0412"], ["passport_scan", "scan0001"]]
WRONG = ["sunset", "img_0413", "harbour", "tax_2023", "kayak", "notes.txt", "photos_export"]
EXCLUDING = re.compile(r"\b(not|no|differ|differs|different|same size|same name|unique|outside|excluded?|"
                       r"except|only|isn't|aren't|although|but)\b")


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    t = norm(ans)
    for g in GROUPS:
        for name in g:
            require(name in t, "answer does not list %s" % name)
    lines = [l for l in re.split(r"\n|(?<=[.;!?])\s+", ans) if l.strip()]
    for line in lines:
        n = norm(line)
        if EXCLUDING.search(n):
            continue
        bad = [w for w in WRONG if w in n]
        require(not bad, "answer lists %s as a duplicate" % ", ".join(bad))
    # the two groups must not be merged into one line/group
    for line in lines:
        n = norm(line)
        require(not (any(x in n for x in GROUPS[0]) and any(x in n for x in GROUPS[1])),
                "the photo group and the scan group are put together: %r" % line.strip()[:100])
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "files were added, moved or removed")
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    return "two duplicate groups, nothing touched"

run_check(check)
