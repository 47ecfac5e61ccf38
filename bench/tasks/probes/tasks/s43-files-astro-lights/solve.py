import os
import re
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ws, ev = solve_args()
cap = os.path.join(ws, "capture")
done = []
for n in sorted(os.listdir(cap)):
    m = re.match(r"Light_([^_]+)_([^_]+)_.*\.fits$", n)
    if m and os.path.isfile(os.path.join(cap, n)):
        dst = os.path.join(ws, "lights", m.group(1), m.group(2))
        os.makedirs(dst, exist_ok=True)
        shutil.move(os.path.join(cap, n), os.path.join(dst, n))
        done.append("lights/%s/%s/%s" % (m.group(1), m.group(2), n))
emit(ev, answer="Moved %d light frames into lights/<target>/<filter>/." % len(done), artifacts=done)
