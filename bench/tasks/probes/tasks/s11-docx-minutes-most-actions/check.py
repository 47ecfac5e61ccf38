import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Owner-column counts for Ines Carvalho: 01-14: 2, 02-11: 4 (one typed "I. Carvalho", one with a
# trailing space), 03-11: 3 (but 5 action rows and 7 mentions in all name her), 04-08: 3.
# team_responsibilities.docx (6 rows) is not minutes.
RIGHT = ["2025-02-11", "11 february", "february 11", "11 feb", "feb 11", "11/02/2025", "02/11/2025", "11.02.2025"]
OTHERS = ["2025-01-14", "14 january", "january 14", "2025-03-11", "11 march", "march 11",
          "2025-04-08", "8 april", "april 8"]
DATES = r"\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{4}"


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def nums(s):
    s = re.sub(DATES, " ", s)
    s = re.sub(r"(?i)\b\d{1,2}\s+(january|february|march|april|jan|feb|mar|apr)\b", " ", s)
    s = re.sub(r"(?i)\b(january|february|march|april|jan|feb|mar|apr)\s+\d{1,2}\b", " ", s)
    return numbers_in(s)


def mentions(text, key):
    return re.search(r"(?<![a-z0-9])" + re.escape(key) + r"(?![a-z0-9])", text) is not None


def check(ws, ev):
    ans = final_answer(ev)
    t = norm(ans)
    require(any(mentions(t, r) for r in RIGHT), "answer does not name the 11 February 2025 minutes (ops_minutes_2025-02-11.docx)")
    require(4.0 in nums(ans), "answer does not give the count 4")
    # a line that names another meeting/file must not credit it with 4 or more actions
    for line in ans.splitlines():
        ln = norm(line)
        if any(mentions(ln, o) for o in OTHERS) and not any(mentions(ln, r) for r in RIGHT):
            rest = re.sub(r"(?i)\b\d+\s+(times|mentions?|references?)\b|\bof\s+\d+", " ", line)
            big = [v for v in nums(rest) if v >= 4]
            require(not big, "answer credits another document with %s actions: %r" % (big, line.strip()[:100]))
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "workspace files added or removed: %s" % list_files(ws))
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was modified" % p)
    return "11 February meeting, 4 actions"

run_check(check)
