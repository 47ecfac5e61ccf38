import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
r = os.path.join(ws, "recordings")
for name in sorted(os.listdir(r)):
    m = re.fullmatch(r"lecture_(\d+)\.(mp4|srt)", name)
    if m:
        os.rename(os.path.join(r, name), os.path.join(r, "lecture_%02d.%s" % (int(m.group(1)), m.group(2))))
emit(ev, answer="Renamed the recordings and subtitles in recordings/ to two-digit numbers (lecture_01 ... lecture_12).")
