import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    ans = require_answer(ev)
    for target, where in (("architecture.md", "index.md"), ("style-guide.md", "getting-started.md"),
                          ("rollback-runbook.md", "deploy.md")):
        require(has_phrase(ans, target), "answer does not report the broken link %s" % target)
        require(has_phrase(ans, where), "answer does not say the broken link is in %s" % where)
    for ok in ("pipeline.png", "requirements.txt"):
        for line in ans.splitlines():
            if has_phrase(line, ok):
                require(re.search(r"\b(ok|fine|valid|exist|resolve|not broken|works)", norm(line)),
                        "answer reports %s as broken" % ok)
    require_ws_unchanged(__file__, ws)
    return "3 broken links"

run_check(check)
