import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# --dry-run: dedupe and rename (in cli.py; rename also as -n) and prune (added in commands/prune.py's register()).
# reindex and export have none (the README says dedupe is the only one). reindex/export may be named only in a
# line or sentence that sets them aside or lists all five subcommands (file names such as export.py do not
# count). Workspace unchanged. The last answer_completed text is checked.
WANT = ["dedupe", "rename", "prune"]
OTHERS = ["reindex", "export"]
ASIDE = re.compile(r"\bnot?\b|n't|without|neither|\bnor\b|none|lack|only .* (have|has|accept)", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    for name in WANT:
        require(has_word(ans, name), "answer does not name %s" % name)
    parts = [norm(s) for s in re.split(r"(?<=[.;!?])\s+|\n", ans) if s.strip()]
    for name in OTHERS:
        for s in parts:
            s2 = re.sub(r"[\w/.-]+\.py\b", " ", s)
            if re.search(r"(?<![\w-])%s(?![\w-])" % name, s2) and not all(has_word(s2, n) for n in WANT + OTHERS):
                require(ASIDE.search(s), "answer lists %s, which has no --dry-run: %r" % (name, s[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "dedupe, rename and prune"

run_check(check)
