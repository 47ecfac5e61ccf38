import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only capture/Light_<target>_<filter>_*.fits move (12 files). Stay: a half-written `.fits.part`, the
# `Light_frames_notes.txt` notes file, capture/rejected/ (a recursive find moves its two lights), darks, flats,
# bias and DarkFlat_ frames, session logs and processing/. The target `Sh2-155` has a hyphen; lights/IC1805/Ha/
# exists already with older frames (must stay beside the two new ones); M31 has an L (luminance) filter.
# Exact tree under capture/ and lights/.
PAT = re.compile(r"capture/Light_([^_/]+)_([^_/]+)_[^/]*\.fits$")


def target(p):
    m = PAT.match(p)
    return "lights/%s/%s/%s" % (m.group(1), m.group(2), p.split("/", 1)[1]) if m else p


def check(ws, ev):
    pws, _ = pristine(__file__)
    moved = [p for p in list_files(pws) if PAT.match(p)]
    require(len(moved) == 12, "task setup problem: %d lights" % len(moved))
    require_tree(pws, ws, target, "capture")
    require_tree(pws, ws, target, "lights")
    return "12 light frames moved into lights/<target>/<filter>/"

run_check(check)
