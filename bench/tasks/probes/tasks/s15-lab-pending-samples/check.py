import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# 12 samples in the manifest's sample table: LS-2044 and LS-2050 have only failed results, LS-2047 and LS-2052
# none (LS-2047 is named in a comment of LS-2051's row, so a grep finds it). "ls-2043", "LS-2048 " and "PASS" are
# passing results; LS-2042 failed then passed. LS-2046/LS-2053 were withdrawn (no results, not pending);
# LS-19xx are from B6.
EXPECTED = {"LS-2044", "LS-2047", "LS-2050", "LS-2052"}
ID = re.compile(r"(?<![\w-])LS-?(\d{4})(?!\d)", re.I)


def check(ws, ev):
    path = os.path.join(ws, "pending_B7.txt")
    require(os.path.isfile(path), "pending_B7.txt not created")
    lines = content_lines(read(path).lstrip("\ufeff"))
    ids = []
    for l in lines:
        found = ID.findall(l)
        require(len(found) <= 1, "more than one sample ID on a line: %r" % l)
        ids += ["LS-" + x for x in found]
    require(ids, "no sample IDs found in pending_B7.txt")
    require(len(ids) == len(set(ids)), "a sample is listed twice: %s" % ids)
    wrong, missing = sorted(set(ids) - EXPECTED), sorted(EXPECTED - set(ids))
    require(not wrong and not missing, "listed %s; should not list %s; missing %s" % (ids, wrong, missing))
    require(len([l for l in lines if not ID.search(l)]) <= 1, "lines other than sample IDs in pending_B7.txt")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 pending samples"

run_check(check)
