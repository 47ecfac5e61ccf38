import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The export spells each class several ways ("spin", "SPIN ", "Yoga  Flow", "Hiit", "boxfit "...); grouping the
# raw strings gives 16 lines with split counts. HIIT and Pilates tie on 27 -> alphabetical: HIIT first.
EXPECTED = [("Spin", 41), ("Yoga Flow", 38), ("HIIT", 27), ("Pilates", 27), ("Boxfit", 19)]
LINE = re.compile(r"\s*[-*]\s+(.+?)\s*:\s*(\d+)\s+check-?ins?\.?\s*$", re.I)


def check(ws, ev):
    path = os.path.join(ws, "class_report.md")
    require(os.path.isfile(path), "class_report.md not created")
    got = []
    for line in read(path).lstrip("\ufeff").splitlines():
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        m = LINE.match(s)
        require(m, "line is not `- <class>: <n> check-ins`: %r" % s)
        got.append((m.group(1).replace("**", "").strip(), int(m.group(2))))
    g = [(" ".join(n.lower().split()), c) for n, c in got]
    w = [(n.lower(), c) for n, c in EXPECTED]
    require(sorted(g) == sorted(w), "classes/counts are %s, expected %s" % (got, EXPECTED))
    require(g == w, "order is %s, expected busiest first with ties alphabetical" % [n for n, _ in got])
    require([n for n, _ in got] == [n for n, _ in EXPECTED], "class names not written as in timetable.txt: %s" % [n for n, _ in got])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 classes, counts and order right"

run_check(check)
