import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
import gzip
import re
from collections import Counter


def facts():
    pws, _ = pristine(__file__)
    text = read(os.path.join(pws, "logs", "access.log")) + read(os.path.join(pws, "logs", "access.log.1"))
    with gzip.open(os.path.join(pws, "logs", "access.log.2.gz"), "rt") as f:
        text += f.read()
    c = Counter()
    for m in re.finditer(r'"GET (\S+) HTTP/1\.1" (\d{3}) ', text):
        if m.group(2).startswith("5"):
            c[m.group(1)] += 1
    top = c.most_common(2)
    assert top[0][1] > top[1][1]
    return sum(c.values()), top[0][0]


def check(ws, ev):
    n, top = facts()
    ans = require_answer(ev)
    require(has_number(ans, n), "answer does not give the 5xx count %d" % n)
    require(has_phrase(ans, top), "answer does not name the top path %s" % top)
    require_ws_unchanged(__file__, ws)
    return "%d 5xx, top %s" % (n, top)

run_check(check)
