import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

EXPECTED = {"MT-102", "MT-103", "MT-104", "MT-108", "MT-110"}


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    p = os.path.join(ws, "cannot_trade.txt")
    ek.require(os.path.isfile(p), "cannot_trade.txt is missing")
    lines = ek.content_lines(ek.read(p))
    ids = []
    for line in lines:
        found = re.findall(r"\bMT-?\d{3}\b", line.upper())
        ek.require(len(found) <= 1, "more than one trader ID on a line: %r" % line)
        ids += [f if "-" in f else f[:2] + "-" + f[2:] for f in found]
    got = set(ids)
    ek.require(len(ids) == len(got), "a trader ID is listed twice")
    missing, extra = sorted(EXPECTED - got), sorted(got - EXPECTED)
    ek.require(not missing and not extra, "missing: %s; should not be listed: %s" % (", ".join(missing) or "-", ", ".join(extra) or "-"))
    return "MT-102, MT-103, MT-104, MT-108, MT-110"


ek.run_check(check)
