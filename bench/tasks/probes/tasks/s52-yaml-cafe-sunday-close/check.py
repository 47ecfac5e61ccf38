import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Harbour Street's sun: "09:00-16:30" -> closes 16:30 (4:30pm, half past four); the other branches close at
# 17:00 and 15:00 on Sundays. Workspace unchanged. The last answer_completed text is checked.
RIGHT = re.compile(r"\b16[:.]30\b|\b4[:.]30\s*(pm|p\.m\.)|half past (four|4)")


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    t = norm(texts[-1])
    require(RIGHT.search(t), "answer does not give 16:30 as the Sunday closing time")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "Harbour Street closes 16:30 on Sundays"

run_check(check)
