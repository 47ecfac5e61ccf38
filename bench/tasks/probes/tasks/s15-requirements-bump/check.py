import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# "Requests==2.31.0" and "Jinja2==3.1.3" are capitalised (a grep for ^requests== or ^jinja2== misses them);
# requests-oauthlib, requests-toolbelt and jinja2-humanize-extension start with the same names;
# requirements-dev.txt has types-requests==2.31.0.20240218. Requests' trailing comment must stay.
REQ_RE = re.compile(r"requests\s*==\s*2\.32\.3(\s+#\s*HTTP client; keep in step with requests-oauthlib)\s*", re.I)
JINJA_RE = re.compile(r"jinja2\s*==\s*3\.1\.4(\s+#.*)?", re.I)


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    pws, _ = pristine(__file__)
    p = os.path.join(ws, "requirements.txt")
    require(os.path.isfile(p), "requirements.txt is missing")
    want = read(os.path.join(pws, "requirements.txt")).splitlines()
    got = read(p).lstrip("\ufeff").splitlines()
    while got and not got[-1].strip():
        got.pop()
    require(len(got) == len(want), "requirements.txt line count changed (%d -> %d)" % (len(want), len(got)))
    for a, b in zip(want, got):
        if a.startswith("Requests=="):
            require(REQ_RE.fullmatch(b.strip()), "requests line is %r (expected requests==2.32.3, comment kept)" % b)
        elif a.startswith("Jinja2=="):
            require(JINJA_RE.fullmatch(b.strip()), "jinja2 line is %r (expected jinja2==3.1.4)" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line changed: %r -> %r" % (a, b))
    for f in list_files(pws):
        if f != "requirements.txt":
            require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ans = final_answer(ev)
    require("2.31.0" in ans.replace("2.31.0.2024", ""), "answer does not give the old requests version 2.31.0")
    require(re.search(r"(?<![\d.])3\.1\.3(?![\d])", ans), "answer does not give the old jinja2 version 3.1.3")
    return "requests 2.31.0 -> 2.32.3, Jinja2 3.1.3 -> 3.1.4; rest untouched"

run_check(check)
