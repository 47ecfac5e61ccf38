import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

OUT = "errors_2025-03-10_to_12.log"
# ERROR lines of billing.log.2 (early on 10 March), billing.log.1 and billing.log, from
# 2025-03-10 00:00:00 to 2025-03-12 23:59:59; not the 09 March 23:59:58 / 13 March 00:00:01
# edges, not INFO/WARN lines whose message says "ERROR", not payments.log
N_EXPECTED = 14
LINE = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (\w+)\s")


def expected(pws):
    out = []
    for name in ("billing.log.2", "billing.log.1", "billing.log"):
        for l in read(os.path.join(pws, "logs", name)).splitlines():
            m = LINE.match(l)
            if m and m.group(3) == "ERROR" and "2025-03-10" <= m.group(1) <= "2025-03-12":
                out.append(l)
    return sorted(out)


def check(ws, ev):
    pws, _ = pristine(__file__)
    want = expected(pws)
    require(len(want) == N_EXPECTED, "internal: expected %d lines, derived %d" % (N_EXPECTED, len(want)))
    path = os.path.join(ws, OUT)
    require(os.path.isfile(path), "%s not created" % OUT)
    got = [l.rstrip() for l in read(path).lstrip("\ufeff").splitlines() if l.strip()]
    missing = [l for l in want if l not in got]
    extra = [l for l in got if l not in want]
    require(not missing, "%d ERROR line(s) missing, first: %r" % (len(missing), missing[0][:80] if missing else ""))
    require(not extra, "%d unexpected line(s), first: %r" % (len(extra), extra[0][:80] if extra else ""))
    require(got == want, "lines are not in chronological order (oldest first) or repeated")
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "%d ERROR lines, oldest first" % len(want)

run_check(check)
