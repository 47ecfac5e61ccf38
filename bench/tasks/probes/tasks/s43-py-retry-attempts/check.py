import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# retry() defaults to DEFAULT_ATTEMPTS = 3. More than 3: fetch_catalogue (attempts=5), fetch_stock (positional 6,
# with `from ..retry import retry`), PortalClient.login (`@rt.retry(attempts=4)` via `import pricewatch.retry as
# rt`, a method), sync_prices (attempts=MAX_TRIES, a module constant 8) and the async fetch_images
# (`@with_retry(attempts=5)`, an alias a `grep @retry` misses). Not: fetch_price_sheet (@retry() = 3),
# fetch_bolt_catalogue (exactly 3), legacy_sync (decorator commented out), refresh_token (delay=5, attempts 3),
# upload_report (2, stacked under @log_calls), drain_queue (@retry_later(attempts=9), another decorator),
# flaky_helper (tests/, 12) and backfill_month (scripts/, 7) outside the package; a docstring says
# "@retry(attempts=7)". Workspace must stay unchanged.
WANT = {"fetch_catalogue": 5, "fetch_stock": 6, "login": 4, "sync_prices": 8, "fetch_images": 5}
NOT = ["fetch_price_sheet", "fetch_bolt_catalogue", "legacy_sync", "refresh_token", "upload_report",
       "drain_queue", "flaky_helper", "backfill_month"]


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
    ans = last_answer(ev).replace("\\_", "_")
    missing = [f for f in WANT if not has_word(ans, f)]
    require(not missing, "answer misses %s" % missing)
    extra = [f for f in NOT if has_word(ans, f)]
    require(not extra, "answer wrongly lists %s" % extra)
    # each function's attempt count on the line (or the line after) that names it
    lines = [l for l in ans.splitlines() if l.strip()]
    for f, n in WANT.items():
        idx = [i for i, l in enumerate(lines) if has_word(l, f)]
        ok = any(has_number(" ".join(lines[i:i + 2]).replace(f, " "), n, words=True) for i in idx)
        require(ok, "no attempt count %d given for %s" % (n, f))
    return "5 functions with their attempts; workspace unchanged"

run_check(check)
