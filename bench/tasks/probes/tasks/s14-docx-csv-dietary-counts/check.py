import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# confirmed attendees only (not the waiting list or other respondents), joined on email
# case-insensitively ("Julia K." in the survey; Hannah's email in mixed case), latest answer per
# person by timestamp (export is sorted by email: Elena's later Vegan row comes first, Mohammed's
# later "None" too), diet values with case/space/hyphen variants.
EXPECTED = {"vegetarian": 4, "vegan": 2, "gluten-free": 3}
KEY = {"vegetarian": r"vegetarian", "vegan": r"(?<!non-)\bvegan", "gluten-free": r"gluten[\s-]*free"}


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def clean(line):
    # dates, times and e-mail addresses are not counts
    line = re.sub(r"\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\S+@\S+", " ", line)
    return re.sub(r"\b\d{1,2}(st|nd|rd|th)?\s+april\b|\bapril\s+\d{1,2}\b", " ", line)


def count_for(lines, diet):
    key = KEY[diet]
    # the requested form first: "Vegetarian: 4", "- **Vegan** - 2", "| Gluten-free | 3 |"
    strict = [int(m.group(1)) for l in lines
              for m in [re.match(r"^\W*(?:" + key + r")(?:\s+meals?)?\W*?[:=|\-]\s*\|?\s*(\d+)\b", l)] if m]
    if strict:
        require(len(set(strict)) == 1, "answer gives different counts for %s: %s" % (diet, strict))
        return strict[0]
    # otherwise a number right before or after the diet in a sentence ("4 vegetarian, 2 vegan ...")
    for l in lines:
        m = re.search(r"\b(\d+)\s+(?:x\s+)?(?:" + key + r")", l) or \
            re.search(r"(?:" + key + r")(?:\s+meals?)?\W{0,4}(\d+)\b", l)
        if m:
            return int(m.group(1))
    raise Fail("answer gives no count for %s" % diet)


def check(ws, ev):
    ans = final_answer(ev)
    lines = [clean(norm(l)) for l in ans.splitlines() if l.strip()]
    for diet, n in EXPECTED.items():
        got = count_for(lines, diet)
        require(got == n, "%s: answer says %s, expected %d" % (diet, got, n))
    pws, _ = pristine(__file__)
    require_same_doc(os.path.join(pws, "workshop_attendees.docx"), os.path.join(ws, "workshop_attendees.docx"),
                     "workshop_attendees.docx")
    require(same_file(os.path.join(pws, "dietary_survey.csv"), os.path.join(ws, "dietary_survey.csv")),
            "dietary_survey.csv was changed")
    return "vegetarian 4, vegan 2, gluten-free 3"

run_check(check)
