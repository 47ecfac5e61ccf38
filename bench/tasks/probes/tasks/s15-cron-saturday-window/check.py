import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Saturday 14 June 2025, 01:00-03:59 on backup-01: rotate-logs (01:15), weekend-reindex (01:05, dow 0,6),
# db-dump-full (02:30, dow 6), sync-offsite (*/3 -> 03:00), verify-archives (03:45, "SAT").
EXPECTED = ["rotate-logs", "weekend-reindex", "db-dump-full", "sync-offsite", "verify-archives"]
# weekdays only (1-5, mon-fri), Sunday (7), 04:00, 00:50, 1st of month, @daily (00:00), commented out,
# @reboot, and web-01's jobs
DECOYS = ["db-dump-incremental", "report-sizes", "cache-warm", "prune-snapshots", "healthcheck-ping",
          "monthly-report", "tape-export", "cleanup-tmp", "mount-archive", "purge-cdn-cache", "renew-certs",
          "queue-metrics"]
WHAT = "a job that runs in the window"
ASIDE = re.compile(r"\b(not|no|none|never|isn't|doesn't|don't|won't|wouldn't|excluded?|excluding|outside|"
                   r"skip\w*|disabled|commented|only|after|before|weekdays?|sunday|sun|mon-fri|reboot|"
                   r"midnight|00:00|00:50|04:00|4:00|4 ?am|1st|first|web-01)\b")

HEADER = re.compile(r"^(#+\s.*|\*\*[^*]+\*\*:?|.{0,80}:)$")
EXCL = re.compile(r"\b(not (in|included|running|run|firing|affected|relevant|counted|holding|booked|matching|applicable)|"
                  r"excluded?|excluding|outside|ignored?|skipped|(won't|wouldn't|don't|doesn't) (run|fire|count|matter)|"
                  r"other (jobs|bookings)|cancell?ed|for reference)\b")


def positive_mentions(ans, names):
    """(name, text) for each mention of a name that is not set aside: not in a section headed by an
    exclusion ("Not in the window:"), and with no ASIDE word from the clause of the name (after the last
    , : ; before it) to the end of its sentence."""
    out, excluded = [], False
    for raw in ans.splitlines():
        line = norm(raw)
        if not line:
            continue
        body = re.sub(r"^([-*\u2022>]|\d+[.)])\s+", "", line).strip()
        if HEADER.match(body):
            excluded = bool(EXCL.search(body))
            continue
        if excluded:
            continue
        for sent in re.split(r"(?<=[.;!?])\s+", body):
            for name in names:
                for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", sent):
                    cut = max(sent.rfind(c, 0, m.start()) for c in ",:;") + 1
                    if not ASIDE.search(sent[max(cut, m.start() - 40):]):
                        out.append((name, raw.strip()))
    return out


def final_answer(ev):
    evs = [e for e in read_events(ev) if e.get("type") == "answer_completed"]
    require(evs and str(evs[-1].get("text") or "").strip(), "no answer_completed text in events")
    return str(evs[-1].get("text"))


def check(ws, ev):
    ans = final_answer(ev)
    t = norm(ans)
    missing = [j for j in EXPECTED if not re.search(r"(?<![\w-])" + re.escape(j) + r"(?![\w-])", t)]
    require(not missing, "answer does not list %s" % missing)
    bad = positive_mentions(ans, DECOYS)
    if bad:
        raise Fail("answer names %s as %s: %r" % (bad[0][0], WHAT, bad[0][1][:100]))
    pws, _ = pristine(__file__)
    require(list_files(ws) == list_files(pws), "files were added or removed: %s" % list_files(ws))
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    return "5 jobs in the window"

run_check(check)
