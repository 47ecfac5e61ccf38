import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Rename the 7 DD-MM-YYYY_*.mp3 in recordings/ to YYYY-MM-DD_*.mp3 (show parts contain hyphens and digits, e.g.
# "saturday-sport-12-to-5"). Stay: 2025-10-27_breakfast.mp3 (already ISO), the .cue.txt with a dated name,
# README.txt, and the two dated recordings in incoming/ (outside recordings/). Contents unchanged; exact tree.
PAT = re.compile(r"recordings/(\d\d)-(\d\d)-(\d{4})_(.+\.mp3)")


def target(p):
    m = PAT.fullmatch(p)
    return "recordings/%s-%s-%s_%s" % (m.group(3), m.group(2), m.group(1), m.group(4)) if m else p


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(os.path.isfile(os.path.join(ws, "recordings", "2025-11-04_drivetime.mp3")),
            "recordings/2025-11-04_drivetime.mp3 not found")
    require_tree(pws, ws, target, "recordings")
    inc = [p for p in list_files(ws) if p.startswith("incoming/")]
    require(inc == [p for p in list_files(pws) if p.startswith("incoming/")], "files in incoming/ were renamed or added: %s" % inc)
    return "7 recordings renamed, the rest untouched"

run_check(check)
