import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# import requests (client), "from requests import ..."/"from requests.adapters import ..." (stripe_gateway),
# "import json, requests" (paypal), inside try/except (http_utils), inside a function with an alias (reports)
EXPECTED = ["client", "payments/stripe_gateway", "payments/paypal", "http_utils", "reports"]
# requests_cache (cache), the local requests_log module (requests_log, audit), urllib.request
# (inventory), "requests" in docstrings (models, bank_transfer, __init__), tests/ and scripts/
WRONG = [r"cache\.py", r"shopkit[./]cache\b", r"requests_log\.py", r"shopkit[./]requests_log\b", r"audit",
         r"inventory", r"models\.py", r"shopkit[./]models\b", r"bank_transfer", r"__init__",
         r"test_client", r"smoke"]
EXCLUDING = re.compile(r"\b(not|no|excluded?|excluding|except|ignored?|ignoring|skipped?|doesn't|does not|"
                       r"don't|do not|isn't|aren't|only|outside|different|unrelated|rather than|instead|"
                       r"false positive|local module|just (a|the) (name|word|string)|mentions?)\b")


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def named(text, mod):
    base = mod.split("/")[-1]
    pats = [re.escape(mod) + r"\.py", r"\b" + re.escape(base) + r"\.py",
            r"shopkit[./]" + re.escape(mod.replace("/", ".")) + r"\b",
            r"shopkit[./]" + re.escape(mod) + r"\b"]
    if "/" in mod:
        pats.append(r"payments\." + re.escape(base) + r"\b")
    t = norm(text).replace("\\", "/")
    return any(re.search(p, t) for p in pats)


def check(ws, ev):
    ans = final_answer(ev)
    missing = [m for m in EXPECTED if not named(ans, m)]
    require(not missing, "answer does not name: %s" % ", ".join(m.split("/")[-1] + ".py" for m in missing))
    for line in re.split(r"\n|(?<=[.;!?])\s+", ans):
        t = norm(line)
        if EXCLUDING.search(t):
            continue
        bad = [w for w in WRONG if re.search(w, t)]
        require(not bad, "answer lists a module that does not import requests: %r" % line.strip()[:100])
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    extra = [p for p in set(list_files(ws)) - set(list_files(pws))
             if "__pycache__/" not in p and not p.startswith(".pytest_cache/")]
    require(not extra, "files were added to the workspace: %s" % ", ".join(sorted(extra)))
    return "5 modules importing requests"

run_check(check)
