import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Dailies kept: photos.yaml retention.keep_daily 7 (exactly a week: fine; keep_hourly 24 and check_last 3 are
# look-alikes; photos.yaml.orig, the pre-February copy, says 3), documents.toml [documents.retention] keep-daily 5,
# mail.ini [rotate] daily 14 ([alerts] max_age_days = 2 is a look-alike), nextcloud-db.env BACKUP_KEEP_DAYS=3
# (top level; a commented `# BACKUP_KEEP_DAYS=14` comes first), gitea.json retention.keep.daily 6 (logs.keep_days
# 30 is a look-alike). Answer: documents, gitea, nextcloud-db. photos and mail may be named only in a sentence that
# sets them aside. Workspace unchanged.
WANT = {"documents": r"\bdocuments\b",
        "gitea": r"\bgitea\b",
        "nextcloud-db": r"\bnextcloud\b|postgres"}
WRONG = {"photos": r"\bphotos?\b", "mail": r"\bmail\b|mailbackup|\bimap\b|mailbox"}
ASIDE = ["exactly", "fine", "ok", "okay", "meet", "meets", "met", "at least", "enough", "compliant", "not fewer",
         "not below", "not under", "not less", "satisfy", "satisfies", "satisfied", "complies", "comply", "passes",
         "good", "orig", "old copy", "older copy", "backup copy", "not a job", "not a live", "not active", "ignore",
         "ignored", "excluded", "not counted", "doesn't count", "does not count", "not a retention", "not retention",
         "not the retention", "unrelated", "more than", "above", "14", "are all right", "is all right", "look-alike",
         "other setting", "other key", "hourly", "check_last", "max_age", "alerts", "no problem", "not affected",
         "keeps a week", "keep a week", "full week", "whole week"]

OK = r"\b(fine|ok|okay|no problem|not affected|exactly 7|exactly seven|keeps 14|14 dailies|14 daily)\b"


def set_aside(sent):
    """True if the sentence contains one of the ASIDE words/phrases (whole words)."""
    for w in ASIDE:
        rx = (r"(?<!\w)" if w[0].isalnum() else "") + re.escape(w) + (r"(?!\w)" if w[-1].isalnum() else "")
        if re.search(rx, sent):
            return True
    return False


def last_answer(ev):
    texts = [str(e.get("text") or "") for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(texts and texts[-1].strip(), "no answer_completed text in events")
    return texts[-1]


def require_ws_unchanged(pws, ws):
    vis = lambda p: not any(part.startswith(".") or part == "__pycache__" for part in p.split("/"))
    a = [p for p in list_files(pws) if vis(p)]
    b = [p for p in list_files(ws) if vis(p)]
    require(not sorted(set(a) - set(b)), "files removed or moved: %s" % sorted(set(a) - set(b)))
    require(not sorted(set(b) - set(a)), "files added to the workspace: %s" % sorted(set(b) - set(a)))
    for p in a:
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)


def check(ws, ev):
    pws, _ = pristine(__file__)
    require_ws_unchanged(pws, ws)
    raw = last_answer(ev).replace("\\", "")
    sents = [norm(x) for x in re.split(r"\n|;|\.\s|\.$", raw)]
    # a job named only in sentences that call it fine is not claimed
    named = set()
    for sent in sents:
        if not re.search(OK, sent):
            named |= {k for k, rx in WANT.items() if re.search(rx, sent)}
    missing = [k for k in WANT if k not in named]
    require(not missing, "answer does not name %s as keeping too few" % ", ".join(missing))
    bad = set()
    for sent in sents:
        if set_aside(sent):
            continue
        bad |= {k for k, rx in WRONG.items() if re.search(rx, sent)}
    require(not bad, "answer also names jobs that keep a week or more: %s" % ", ".join(sorted(bad)))
    return "documents (5), gitea (6), nextcloud-db (3); workspace unchanged"

run_check(check)
