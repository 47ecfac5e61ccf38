import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Yellow: Hallway smoke alarm, Living room sofa (bold+plain yellow runs), Kitchen extractor hood (yellow from the
# "Needs repair" character style: run.font.highlight_color is None), Bathroom shower screen (only part of the cell),
# Bedroom 1 curtain rail (Bedroom 2 also has a curtain rail, not highlighted). Not: green oven, bath, living-room
# light fitting and bedroom-2 carpet; a bold "Stained" mattress; an italic worktop note; the key paragraph's own
# yellow word. Rooms are the Heading 2 above each table. Workspace unchanged.
ROOMS = {"hallway": "hallway", "living room": "living room", "lounge": "living room", "kitchen": "kitchen",
         "bathroom": "bathroom", "bedroom 1": "bedroom 1", "bedroom one": "bedroom 1", "bedroom 2": "bedroom 2",
         "bedroom two": "bedroom 2"}
WANT = {"smoke alarm": "hallway", "sofa": "living room", "extractor hood": "kitchen", "shower screen": "bathroom",
        "curtain rail": "bedroom 1"}
NOT = ["oven", "bath", "mattress", "light fitting", "carpet", "worktop", "worktops", "extractor fan"]


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
    extra = [w for w in NOT if has_word(ans, w)]
    require(not extra, "answer lists items that are not highlighted yellow: %s" % extra)
    # room context of each item mention: the last room named on its line before the item, else the line's
    # first room after it, else the last room named on an earlier line
    ctx = None
    seen = {k: [] for k in WANT}
    for line in ans.splitlines():
        t = norm(line)
        rooms = sorted((m.start(), ROOMS[k]) for k in ROOMS for m in re.finditer(r"(?<!\w)%s(?!\w)" % k, t))
        for item in WANT:
            for m in re.finditer(r"(?<!\w)%s(?!\w)" % item, t):
                before = [r for pos, r in rooms if pos < m.start()]
                after = [r for pos, r in rooms if pos > m.start()]
                seen[item].append(before[-1] if before else after[0] if after else ctx)
        if rooms:
            ctx = rooms[-1][1]
    for item, room in WANT.items():
        require(seen[item], "answer does not list the %s" % item)
        require(all(r == room for r in seen[item]), "%s should be given with %s (found %s)" % (item, room, seen[item]))
    return "5 yellow items with their rooms; workspace unchanged"

run_check(check)
