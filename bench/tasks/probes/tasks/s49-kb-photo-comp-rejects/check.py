import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 2025-26 rules: fit within 1600 w x 1200 h, <= 2,000,000 bytes, 3 per member (earliest by submission time;
# withdrawn ones don't count), no own name in the title. Reject:
#   R3-02 "Morning Mist by Carol Hughes" (own name); R3-04 portrait 1200 x 1600 (too tall);
#   R3-06 Dev Patel's 4th by time (typed "dev patel "; the file lists it 2nd of his 4 and time order is
#         R3-07, R3-08, R3-03, R3-06); R3-09 2,048,000 bytes; R3-10 1620 px wide.
# Kept: 1600 x 1200 exactly (R3-03, R3-11 at exactly 2,000,000 bytes); 1600 x 1067 (the superseded 1400 x 1050
# rule would reject it); Tom Ellis has 4 rows but one is withdrawn; "Marek at the Lathe" names another member;
# Ann's "Annual ..." is not her name; the federation's 1920 x 1080 / 4 MB; round2_entries.csv decoy.
# One id per line (bullets and trailing text after the id tolerated), entry_id order; entries files unchanged.
WANT = ["R3-02", "R3-04", "R3-06", "R3-09", "R3-10"]


def check(ws, ev):
    pws, _ = pristine(__file__)
    for name in ("round3_entries.csv", "round2_entries.csv"):
        require(same_file(os.path.join(pws, "entries", name), os.path.join(ws, "entries", name)),
                "entries/%s was changed or removed" % name)
    path = os.path.join(ws, "entries", "rejected.txt")
    require(os.path.isfile(path), "entries/rejected.txt not found")
    got = []
    for line in content_lines(read(path)):
        m = re.match(r"(R3-\d{2})\b", line.strip(), re.I)
        require(m, "line %r does not start with an entry_id" % line)
        got.append(m.group(1).upper())
    require(sorted(set(got)) == sorted(WANT), "rejected entries are %s, expected %s" % (got, WANT))
    require(got == WANT, "entries are not one per line in entry_id order: %s" % got)
    return "R3-02, R3-04, R3-06, R3-09, R3-10"

run_check(check)
