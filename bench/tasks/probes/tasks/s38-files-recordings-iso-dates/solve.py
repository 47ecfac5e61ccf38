import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
d = os.path.join(ws, "recordings")
n = 0
for name in sorted(os.listdir(d)):
    m = re.fullmatch(r"(\d\d)-(\d\d)-(\d{4})_(.+\.mp3)", name)
    if m:
        os.rename(os.path.join(d, name), os.path.join(d, "%s-%s-%s_%s" % (m.group(3), m.group(2), m.group(1), m.group(4))))
        n += 1
emit(ev, answer="Renamed %d recordings in recordings/ to YYYY-MM-DD_<show>.mp3." % n)
