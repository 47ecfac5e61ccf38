import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The 7 bullets under Heading 1 "3 Personal protective equipment" (not the Contents line,
# not the visitors' list under the similar Heading 2, not the sentences around the list).
ITEMS = [
    ("safety boots", ["boot"]),
    ("high-visibility vest", ["vest", "hi-vis", "high-vis", "high vis", "hi vis", "visibility"]),
    ("cut-resistant gloves", ["glove"]),
    ("safety glasses", ["glasses", "goggles", "eye protection"]),
    ("hearing protection", ["hearing", "ear defender"]),
    ("hard hat", ["hard hat", "hardhat", "helmet"]),
    ("thermal jacket", ["thermal", "jacket"]),
]
# only in other lists (visitors' kit, site rules, emergency steps)
WRONG = ["lanyard", "photo pass", "overshoe", "ear plug", "earplug", "walkway", "mobile phone",
         "assembly point", "armband"]


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    t = norm(ans)
    for name, keys in ITEMS:
        require(any(k in t for k in keys), "answer does not list the item %r" % name)
    for w in WRONG:
        require(w not in t, "answer includes %r, which is not on the PPE list of section 3" % w)
    require(has_number(ans, 7), "answer does not give the count 7")
    require(not re.search(r"(?<![\w.])(4|5|6|8|9|10|11|12|four|five|six|eight|nine|ten|eleven|twelve)\s+"
                          r"(items|things|pieces|entries|bullets|bullet points)", t),
            "answer states a different count")
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "workspace files added or removed: %s" % list_files(ws))
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was modified" % p)
    return "7 PPE items"

run_check(check)
