import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Latest valid ballot per member: M15 and M17 voted again later (Dev Raman -> Margaret Olsen), and their later
# ballot is listed first in the file (first- or last-in-file wins both give Dev); M18 and M19 are spoiled (both
# Dev); M07 left secretary out; names typed in other case / with extra spaces. Counting every ballot gives Chair
# Dev 12 v Margaret 9 (10 v 9 leaving out the spoiled ones). The 2024 results table (3rd) has a Votes column too and must not change; the
# nominations table is the 2nd (a meeting-details table is first); proposer columns repeat candidate names.
COUNTS = {1: 9, 2: 8, 3: 7, 4: 10, 5: 12, 6: 4}
WINNERS = {"chair": ("Margaret Olsen", "Olsen", "Raman"), "treasurer": ("Aisha Karim", "Karim", "Bellamy"),
           "secretary": ("Joan Price", "Price", "Fenwick")}


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def count_is(n):
    return lambda s: re.fullmatch(r"%d(\s*votes?)?" % n, s.strip(), re.I) is not None


def check(ws, ev):
    pws, _ = pristine(__file__)
    src = os.path.join(pws, "agm_nominations.docx")
    out = os.path.join(ws, "agm_results.docx")
    require(os.path.isfile(out), "agm_results.docx not created")
    require_cells_changed(src, out, {(1, r, 4): count_is(n) for r, n in COUNTS.items()})
    require_same_doc(src, os.path.join(ws, "agm_nominations.docx"), "original agm_nominations.docx")
    ans = last_answer(ev)
    lines = ans.splitlines()
    for role, (name, surname, loser) in WINNERS.items():
        ok = False
        for l in lines:
            if not re.search(role, l, re.I):
                continue
            lw = norm(l)
            w, x = lw.find(surname.lower()), lw.find(loser.lower())
            if w >= 0 and (x < 0 or w < x):
                ok = True
        require(ok, "answer does not say %s won %s" % (name, role))
    return "votes 9/8, 7/10, 12/4 filled; winners Olsen, Karim, Price"

run_check(check)
