import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Read: os.environ.get, os.getenv('...') (single quotes), os.environ["..."] (no .get), `from os import environ`
# then environ.get, `from os import getenv as _env`, a name held in a constant (ENV_TOKEN), an `in os.environ`
# test, and one in the tally/integrations/ subpackage. Not: TALLY_STARTED (only set, in __init__.py),
# TALLY_CACHE_DIR and TALLY_DEBUG (comment/docstring, no longer read), TALLY_TEST_DB and CI (tests/),
# PYPI_TOKEN (scripts/), TALLY_HOME (README only). A line naming a wrong one is accepted only if it says why
# it is left out.
EXPECTED = ["TALLY_DB_URL", "TALLY_LOG_LEVEL", "TALLY_WORKERS", "REDIS_URL", "TALLY_PROFILE", "TALLY_API_TOKEN",
            "TALLY_EXPORT_DIR", "SLACK_WEBHOOK_URL"]
WRONG = ["TALLY_STARTED", "TALLY_CACHE_DIR", "TALLY_DEBUG", "TALLY_TEST_DB", "CI", "PYPI_TOKEN", "TALLY_HOME"]
ASIDE = re.compile(r"\bnot\b|n't|\bno longer\b|\bonly\b|\bcomment|\bdocstring|\bsets?\b|\bwrit|\bassign|"
                   r"\bexclud|\bignor|\btests?/|\bscripts?/|\breadme|\bremoved|\bskip|\bleft out|\bexcept|"
                   r"\bdeprecated|\bunused|\bno\b", re.I)


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def named(text, name):
    return re.search(r"(?<![A-Za-z0-9_])" + re.escape(name) + r"(?![A-Za-z0-9_])", text) is not None


def check(ws, ev):
    ans = last_answer(ev)
    missing = [n for n in EXPECTED if not named(ans, n)]
    require(not missing, "answer misses %s" % ", ".join(missing))
    for line in ans.splitlines():
        for w in WRONG:
            if named(line, w):
                require(ASIDE.search(line), "answer lists %s, which the package does not read: %r" % (w, line.strip()))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "8 variables"

run_check(check)
