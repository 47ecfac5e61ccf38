import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Idle sign-out per app: intranet.yaml auth.session.idle_timeout 30m; timesheets.ini [session] idle_timeout 1800
# (seconds, said by a comment; [database] connect_timeout = 30 is a look-alike); wiki.toml [auth.session]
# idle_minutes 30 ([editor] autosave_seconds 30); rota.json security.session.idleTimeoutSeconds 1800; expenses.env
# SESSION_LIFETIME=1800 at top level, in minutes (Laravel, said by a comment): 30 hours. The changelog claims it was
# set to 30 min. Three apps say 1800 and only one is wrong; absolute_timeout 10h / maxLifetimeHours 12 are other
# limits. Only the SESSION_LIFETIME line may change (to 30); every other line and file stays.


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def check(ws, ev):
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        if p != "apps/expenses.env":
            require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    path = os.path.join(ws, "apps", "expenses.env")
    require(os.path.isfile(path), "apps/expenses.env is missing")
    old = read(os.path.join(pws, "apps", "expenses.env")).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "expenses.env has %d lines, expected %d (lines added or removed)" % (len(new), len(old)))
    target = old.index("SESSION_LIFETIME=1800")
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"SESSION_LIFETIME\s*=\s*(30|\"30\"|'30')\s*(#.*)?", b.strip()),
                    "expenses.env session line is %r, expected SESSION_LIFETIME=30" % b)
        else:
            require(a.rstrip() == b.rstrip(), "expenses.env line %d changed: %r -> %r" % (i + 1, a, b))
    ans = norm(last_answer(ev).replace("\\", ""))
    require(re.search(r"\bexpenses?\b", ans), "answer does not name the expenses app")
    require(has_number(ans, 1800, words=False) or re.search(r"\b30\s*(hours|hrs|h)\b|thirty hours", ans),
            "answer does not say it had been 1800 (minutes)")
    return "expenses.env SESSION_LIFETIME 1800 -> 30, rest untouched"

run_check(check)
