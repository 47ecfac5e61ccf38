import datetime
import gzip
import io
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# outcome per date of the [nightly] job (default "ok")
SPECIAL = {
    "2025-02-28": "failed",          # outside March
    "2025-03-03": "failed",
    "2025-03-07": "absent",          # no lines at all (host down)
    "2025-03-10": "ok_mailer_error", # backup OK, report e-mail failed
    "2025-03-12": "failed_rerun_ok", # 02:00 fails, 09:10 rerun OK
    "2025-03-15": "unfinished",      # started, never finished
    "2025-03-18": "ok_offsite_fail", # nightly OK, weekly offsite job fails
    "2025-03-22": "failed",
    "2025-03-26": "ok_warn",         # retries, then OK
    "2025-03-29": "finished_failed", # "finished: status=FAILED"
    "2025-03-30": "ok_dst",          # clocks go forward: ran at 03:00
    "2025-04-01": "failed",          # outside March
}


def day_lines(d, rnd):
    ds = d.isoformat()
    kind = SPECIAL.get(ds, "ok")
    out = []
    if kind == "absent":
        return out
    hh = 3 if kind == "ok_dst" else 2

    def t(h, m, s):
        return "%s %02d:%02d:%02d" % (ds, h, m, s)

    files = rnd.randrange(18000, 26000)
    out.append("%s INFO  [nightly] backup started (target=nas01, set=daily)" % t(hh, 0, rnd.randrange(1, 9)))
    out.append("%s INFO  [nightly] snapshot created: daily-%s" % (t(hh, 0, rnd.randrange(10, 40)), ds.replace("-", "")))
    if kind == "ok_warn":
        out.append("%s WARN  [nightly] upload chunk 14 timed out, retrying (1/3)" % t(hh, 21, 7))
        out.append("%s WARN  [nightly] upload chunk 14 timed out, retrying (2/3)" % t(hh, 23, 40))
    if kind in ("failed", "failed_rerun_ok"):
        out.append("%s ERROR [nightly] upload failed: %s" % (t(hh, rnd.randrange(20, 50), rnd.randrange(60)),
                                                            rnd.choice(["disk quota exceeded on nas01", "connection reset by peer"])))
        out.append("%s ERROR [nightly] backup aborted, exit code 2" % t(hh, 51, 2))
    elif kind == "unfinished":
        out.append("%s INFO  [nightly] uploading %d files" % (t(hh, 3, 11), files))
    elif kind == "finished_failed":
        out.append("%s INFO  [nightly] uploading %d files" % (t(hh, 3, 11), files))
        out.append("%s ERROR [nightly] 37 files could not be read (permission denied)" % t(hh, 40, 5))
        out.append("%s INFO  [nightly] backup finished: status=FAILED files=%d errors=37" % (t(hh, 44, 19), files - 37))
    else:
        out.append("%s INFO  [nightly] uploading %d files" % (t(hh, 3, 11), files))
        out.append("%s INFO  [nightly] backup finished: status=OK files=%d errors=0" % (t(hh, rnd.randrange(30, 58), rnd.randrange(60)), files))
    if kind == "ok_mailer_error":
        out.append("%s ERROR [mailer] could not send nightly report to it-team@: SMTP timeout" % t(hh, 59, 30))
    if kind == "failed_rerun_ok":
        out.append("%s INFO  [nightly] backup started (target=nas01, set=daily, manual rerun by jkowalski)" % t(9, 10, 2))
        out.append("%s INFO  [nightly] uploading %d files" % (t(9, 12, 40), files))
        out.append("%s INFO  [nightly] backup finished: status=OK files=%d errors=0" % (t(9, 48, 13), files))
    if d.weekday() == 1:  # Tuesdays: weekly offsite copy
        out.append("%s INFO  [offsite] weekly copy started (target=b2-eu)" % t(4, 30, 0))
        if kind == "ok_offsite_fail":
            out.append("%s ERROR [offsite] weekly copy failed: bucket credentials expired" % t(4, 31, 12))
        else:
            out.append("%s INFO  [offsite] weekly copy finished: status=OK" % t(5, rnd.randrange(10, 50), 3))
    out.append("%s INFO  [prune] removed snapshots older than 30 days" % t(6, 0, 4))
    return out


def block(start, end, rnd):
    lines = []
    d = start
    while d <= end:
        lines += day_lines(d, rnd)
        d += datetime.timedelta(days=1)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    ws, kb = setup_args()
    rnd = random.Random(35)
    D = datetime.date
    b2 = block(D(2025, 2, 24), D(2025, 3, 10), rnd)
    b1 = block(D(2025, 3, 11), D(2025, 3, 20), rnd)
    b0 = block(D(2025, 3, 21), D(2025, 4, 2), rnd)
    write(os.path.join(ws, "logs", "backup.log"), b0)
    write(os.path.join(ws, "logs", "backup.log.1"), b1)
    buf = io.BytesIO()
    with gzip.GzipFile(filename="backup.log.2", mode="wb", fileobj=buf, mtime=0) as g:
        g.write(b2.encode())
    with open(os.path.join(ws, "logs", "backup.log.2.gz"), "wb") as f:
        f.write(buf.getvalue())
    write(os.path.join(ws, "logs", "restore-tests.log"),
          "2025-03-05 10:00:00 INFO  [restore] test restore of daily-20250304 OK\n"
          "2025-03-19 10:00:00 ERROR [restore] test restore of daily-20250318 failed: checksum mismatch\n"
          "2025-03-19 10:20:00 INFO  [restore] test restore of daily-20250318 OK (second attempt)\n"
          "2025-03-27 10:00:00 ERROR [restore] test restore of daily-20250326 failed: nas01 unreachable\n")
