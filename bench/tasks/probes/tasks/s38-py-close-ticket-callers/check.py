import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Callers of close_ticket() inside helpdesk/: automation.auto_close_stale, email_in.InboundHandler.handle_resolved
# (via tickets.close_ticket), merge.merge_tickets (call split over lines), cli.cmd_close. Not: spam_sweep (calls the
# look-alike close_ticket_silently), archive_old (call commented out), reopen_ticket (docstring mention),
# handle_reply / cmd_reopen, and callers outside helpdesk/ (tests/test_close_sets_status, scripts/bulk_close.py).
EXPECTED = ["auto_close_stale", "handle_resolved", "merge_tickets", "cmd_close"]
WRONG = ["spam_sweep", "archive_old", "reopen_ticket", "handle_reply", "cmd_reopen", "test_close_sets_status",
         "bulk_close"]
ASIDE = re.compile(r"\bnot\b|n't|\bno\b|never|commented|disabled|docstring|look-?alike|different|separate|other|"
                   r"outside|only|indirect|silently|exclud|ignor|mention|doesn|isn|instead|rather", re.I)


def check(ws, ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    ans = texts[-1]
    missing = [f for f in EXPECTED if not has_word(ans, f)]
    require(not missing, "answer does not name these callers: %s" % missing)
    for sent in re.split(r"(?<=[.;!?])\s+|\n", ans):
        for w in WRONG:
            if has_word(sent, w):
                require(ASIDE.search(sent), "answer lists %s as a caller: %r" % (w, sent.strip()[:120]))
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 callers"

run_check(check)
