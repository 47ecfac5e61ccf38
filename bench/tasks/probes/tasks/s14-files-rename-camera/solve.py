import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
cam = os.path.join(ws, "camera")
done = []
for n in sorted(os.listdir(cam)):
    m = re.fullmatch(r"IMG_(\d{4})(\d{2})(\d{2})_(\d{6})\.([^.]+)", n)
    if m and os.path.isfile(os.path.join(cam, n)):
        new = "%s-%s-%s_%s.%s" % m.groups()
        os.rename(os.path.join(cam, n), os.path.join(cam, new))
        done.append("%s -> %s" % (n, new))
emit(ev, answer="Renamed %d files:\n" % len(done) + "\n".join(done))
