import collections
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# status_counts.txt: `<code>: <count>` lines in ascending code order, then `total: N`; exact lines (trailing blanks
# and a final newline tolerated). Expected values recomputed from the pristine access.log (status = the field after
# the quoted request). Logs unchanged.


def expected(pws):
    c = collections.Counter()
    for line in read(os.path.join(pws, "logs", "access.log")).splitlines():
        m = re.search(r'" (\d{3}) \d+ "', line)
        c[int(m.group(1))] += 1
    return ["%d: %d" % (k, c[k]) for k in sorted(c)] + ["total: %d" % sum(c.values())]


def check(ws, ev):
    pws, _ = pristine(__file__)
    want = expected(pws)
    path = os.path.join(ws, "status_counts.txt")
    require(os.path.isfile(path), "status_counts.txt not found")
    got = [l.rstrip() for l in read(path).lstrip("\ufeff").splitlines()]
    while got and not got[-1]:
        got.pop()
    require(got == want, "status_counts.txt is %r, expected %r" % (got, want))
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "status counts: " + ", ".join(want)

run_check(check)
