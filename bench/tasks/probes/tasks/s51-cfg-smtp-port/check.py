import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# The SMTP settings are only in services/config/helpdesk.toml ([mail] smtp_port = 587). That line becomes
# smtp_port = 465 (an integer; quoting it would change the type); every other line and every other file stays.
# The answer names helpdesk.toml. Checked line by line.
REL = "services/config/helpdesk.toml"


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, REL)
    require(os.path.isfile(path), "%s is missing" % REL)
    old = read(os.path.join(pws, REL)).splitlines()
    new = read(path).lstrip("\ufeff").splitlines()
    while new and not new[-1].strip():
        new.pop()
    require(len(new) == len(old), "helpdesk.toml has %d lines, expected %d" % (len(new), len(old)))
    target = old.index("smtp_port = 587")
    for i, (a, b) in enumerate(zip(old, new)):
        if i == target:
            require(re.fullmatch(r"smtp_port\s*=\s*465\s*(#.*)?", b.strip()), "smtp_port line is %r, expected smtp_port = 465" % b)
        else:
            require(a.rstrip() == b.rstrip(), "helpdesk.toml line %d changed: %r -> %r" % (i + 1, a, b))
    for p in list_files(pws):
        if p != REL:
            require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    extra = [p for p in list_files(ws) if p.startswith("services/config/") and p not in list_files(pws)]
    require(not extra, "extra files left in services/config/: %s" % ", ".join(extra))
    ans = require_answer(ev)
    require(has_phrase(ans, "helpdesk.toml"), "answer does not name helpdesk.toml")
    return "smtp_port 465 in helpdesk.toml, rest untouched"

run_check(check)
