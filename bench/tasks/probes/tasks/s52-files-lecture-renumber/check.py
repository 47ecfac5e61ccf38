import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# recordings/lecture_N.mp4 (1-12) and lecture_N.srt (1-11) -> lecture_0N / lecture_NN; contents unchanged;
# recordings/notes.txt, slides/lecture_N.pdf (not renamed) and reading_list.md stay. Exact tree under recordings/.
PAT = re.compile(r"recordings/lecture_(\d+)\.(mp4|srt)")


def target(p):
    m = PAT.fullmatch(p)
    return "recordings/lecture_%02d.%s" % (int(m.group(1)), m.group(2)) if m else p


def check(ws, ev):
    pws, _ = pristine(__file__)
    require(os.path.isfile(os.path.join(ws, "recordings", "lecture_01.mp4")), "recordings/lecture_01.mp4 not found")
    require_tree(pws, ws, target, "recordings")
    return "23 files renamed to two-digit numbers; slides untouched"

run_check(check)
