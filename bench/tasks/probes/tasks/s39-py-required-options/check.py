import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Required options of the tool: --station, --start (required=True on its own line of a split call), --units
# (`required = True` with spaces, short -u), --out (in common.add_output_args, required=OUTPUT_REQUIRED, a constant
# that is True, short -o). Not: --end (required=False), --interval, --quiet, --format, --overwrite ("required if PATH
# exists" in help), --token-file (docstring says "required" but argparse doesn't), --datum (commented out; README),
# --trace-id (add_debug_args is never called), scripts/ and tests/ options (--since, --fixture-dir). Wrong options only
# in segments that set them aside.
EXPECTED = {"station", "start", "units", "out"}
SHORT = {"u": "units", "o": "out"}
OPT = re.compile(r"(?<![\w-])--?([a-z][a-z-]*)", re.I)
ASIDE = re.compile(r"\bnot\b|n't|optional|comment|never|unused|not called|test|script|backfill|readme|default|"
                   r"\bonly\b|exclud|ignor|docstring|help text|false|aren't|isn't|doesn't|no longer|removed", re.I)


def opts(text):
    out = set()
    for m in OPT.finditer(text):
        o = m.group(1).lower()
        if m.group(0).startswith("--"):
            out.add(o)
        elif o in SHORT:
            out.add(SHORT[o])
    return out


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    missing = sorted(EXPECTED - opts(ans))
    require(not missing, "answer does not list %s" % ", ".join("--" + m for m in missing))
    for seg in re.split(r"(?<=[.;!?])\s+|\n|\(|\)", ans):
        got = opts(seg)
        wrong = got - EXPECTED
        if wrong:
            require(not (got & EXPECTED) and ASIDE.search(seg),
                    "answer also gives %s as required: %r" % (", ".join("--" + w for w in sorted(wrong)), seg.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "--station, --start, --units, --out"

run_check(check)
