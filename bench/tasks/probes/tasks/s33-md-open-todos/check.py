import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 12 items: `* [ ]` items, a nested (indented) item, an item with its own "(the one by the shed)", one with
# double spaces and trailing blanks. Not: [x]/[X] items, "tick the [ ] box" prose, the examples inside two
# fenced code blocks of howto.md (a line grep finds 3 more), archive/ (2) and scratch.txt (not .md).
# Order: garden.md, home.md, howto.md, meetings/2025-02-18.md, meetings/2025-03-04.md, reading.md.
EXPECTED = [
    ("Order seed potatoes", "garden.md"),
    ("Fix the water butt tap (the one by the shed)", "garden.md"),
    ('Buy a 3/4" tap washer', "garden.md"),
    ("Renew car insurance", "home.md"),
    ("Book boiler service", "home.md"),
    ("Clear out the loft", "home.md"),
    ("Tidy up this cheatsheet", "howto.md"),
    ("Ask IT about VPN access", "meetings/2025-02-18.md"),
    ("Send the Q1 deck to Maria", "meetings/2025-03-04.md"),
    ("Check the projector cable", "meetings/2025-03-04.md"),
    ("Finish The Overstory", "reading.md"),
    ("Return library books by 28 March", "reading.md"),
]
LINE = re.compile(r"\s*[-*+] \[ \]\s+(.*?)\s*\(\s*([^()]+?)\s*\)\s*$")


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def tidy(s):
    return " ".join(norm(s).replace("`", "").split())


def check(ws, ev):
    path = os.path.join(ws, "open_todos.md")
    require(os.path.isfile(path), "open_todos.md not created")
    got = []
    for line in read(path).lstrip("\ufeff").splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        m = LINE.match(line)
        require(m, "line is not `- [ ] <item> (<file>)`: %r" % s)
        p = rel_ws_path(m.group(2))
        if p.startswith("notes/"):
            p = p[len("notes/"):]
        got.append((tidy(m.group(1)), p))
    want = [(tidy(t), p) for t, p in EXPECTED]
    extra = [g for g in got if g not in want]
    missing = [w for w in want if w not in got]
    require(not extra and not missing, "should not list %s; missing %s" % (extra, missing))
    require(got == want, "items are not in file-path order / file order")
    ans = last_answer(ev)
    require(has_number(ans, len(EXPECTED)), "answer does not say there are %d open to-dos" % len(EXPECTED))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "12 open to-dos in order"

run_check(check)
