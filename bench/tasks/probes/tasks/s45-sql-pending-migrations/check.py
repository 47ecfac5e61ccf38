import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Pending in production: V11 (its only history row has success=0, a failed run) and V13 (no row). V12 was applied
# out of order before V11 (so "everything above the highest applied version" finds only V13, as does a version
# match that ignores the success column). staging_schema_migrations.csv has V11 and V13 applied; db/drafts/V14 is
# not in the Flyway location; V15__tmp_fix_totals.sql.bak is not a migration. Wrong versions are accepted only in
# a line/sentence that sets them aside. Workspace unchanged.
WANT = {"V11": r"\bv11\b|version 11\b|invoices_add_due_date|invoices add due date",
        "V13": r"\bv13\b|version 13\b|orders_add_channel|orders add channel"}
WRONG = {"V9": r"\bv9\b|backfill_order_totals", "V10": r"\bv10\b|create_refunds", "V12": r"\bv12\b|create_audit_log",
         "V14": r"\bv14\b|loyalty_points", "V15": r"\bv15\b|tmp_fix_totals"}
ASIDE = ["already", "out of order", "out-of-order", "draft", "drafts", "not a migration", ".bak", "backup", "ignore",
         "ignored", "staging", "outside", "not pending", "was applied", "were applied", "has been applied",
         "have been applied", "is applied", "successfully", "hotfix", "not picked up", "not counted", "won't be",
         "will not be", "not part"]


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
    ans = norm(last_answer(ev))
    missing = [k for k, rx in WANT.items() if not re.search(rx, ans)]
    require(not missing, "answer does not list %s" % ", ".join(missing))
    bad = set()
    for sent in re.split(r"\n|;|\.\s|\.$", ans):
        if set_aside(sent):
            continue
        bad |= {k for k, rx in WRONG.items() if re.search(rx, sent)}
    require(not bad, "answer lists migrations that are not pending: %s" % ", ".join(sorted(bad)))
    return "V11 (failed) and V13 pending; workspace unchanged"

run_check(check)
