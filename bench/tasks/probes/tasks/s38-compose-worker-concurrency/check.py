import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Only the worker's active `CONCURRENCY: "4"` line becomes 8. The api service has the same `CONCURRENCY: "4"` line
# (a sed on the value or the first match changes api), the worker block has a commented-out `# CONCURRENCY: "2"`,
# beat has BEAT_CONCURRENCY "4", and docker-compose.override.yml (dev) also sets worker CONCURRENCY: all stay.
# Quoted or unquoted 8 accepted; indentation must stay; checked line by line.


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "docker-compose.yml")
    require(os.path.isfile(path), "docker-compose.yml is missing")
    old = read(os.path.join(pws, "docker-compose.yml")).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "docker-compose.yml has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    target = old.index('      CONCURRENCY: "4"')
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"      CONCURRENCY:\s*(\"8\"|'8'|8)\s*(#.*)?", b.rstrip()),
                    "worker CONCURRENCY line is %r, expected CONCURRENCY: \"8\" with the same indentation" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (i + 1, a, b))
    require(same_file(os.path.join(pws, "docker-compose.override.yml"), os.path.join(ws, "docker-compose.override.yml")),
            "docker-compose.override.yml was changed")
    return "worker CONCURRENCY 8, rest untouched"

run_check(check)
