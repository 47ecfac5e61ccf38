import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def any_of(*words):
    return lambda t: any(has_word(t, w) if re.match(r"^\w+$", w) else has_phrase(t, w) for w in words)


def all_of(*preds):
    return lambda t: all(p(t) for p in preds)


def none_of(*words):
    f = any_of(*words)
    return lambda t: not f(t)


# the 8 steps of the current (version 3) runbook, each recognised by what it does
STEPS = [
    ("announce / page on-call", any_of("orders-incident", "announce", "page", "on-call")),
    ("maintenance mode on", all_of(any_of("maintenance"), any_of("on", "enable", "enter", "into", "put"),
                                   none_of("off", "disable", "out of", "leave", "exit"))),
    ("check replication lag", any_of("lag", "replication", "pg_last_xact_replay_timestamp")),
    ("fence pg-orders-01", any_of("fence", "fencing", "mask", "pg-orders-01")),
    ("promote pg-orders-02", any_of("promote", "pg_ctl")),
    ("repoint pgbouncer", any_of("pgbouncer")),
    ("maintenance mode off", all_of(any_of("maintenance"), any_of("off", "disable", "out of", "leave", "exit"))),
    ("smoke test + record", any_of("smoke", "orders-smoke")),
]


def check(ws, ev):
    path = os.path.join(ws, "failover_steps.txt")
    require(os.path.isfile(path), "failover_steps.txt not created")
    lines = [re.sub(r"^(step\s*\d+\s*[:.)-]\s*)", "", l, flags=re.I) for l in content_lines(read(path).lstrip("\ufeff"))]
    lines = [l for l in lines if l.strip()]
    require(len(lines) == len(STEPS), "expected %d steps (one per line), found %d lines" % (len(STEPS), len(lines)))
    for i, ((what, ok), line) in enumerate(zip(STEPS, lines)):
        require(ok(line), "line %d should be the step '%s', found %r" % (i + 1, what, line[:80]))
    for old in ("haproxy", "trigger", "supervisorctl", "redis", "unmask"):
        require(not has_phrase("\n".join(lines), old), "a step from another runbook or the rollback is listed (%s)" % old)
    pws, _ = pristine(__file__)
    require(same_file(os.path.join(pws, "notes.md"), os.path.join(ws, "notes.md")), "notes.md was changed")
    return "8 failover steps in order"

run_check(check)
