import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Nightly job, March 2025, across backup.log, backup.log.1 and backup.log.2.gz: failed 3rd (in the .gz), no lines
# on the 7th (.gz), started but never finished on the 15th, failed 22nd, "finished: status=FAILED" on the 29th.
# Fine: 12th (02:00 failure, 09:10 rerun OK), 18th (the [offsite] job failed), 10th ([mailer] error), 26th (WARN
# retries then OK), 30th (ran at 03:00, DST). Out of range: 28 Feb and 1 Apr failures. restore-tests.log is a decoy.
EXPECTED = ["2025-03-03", "2025-03-07", "2025-03-15", "2025-03-22", "2025-03-29"]


def check(ws, ev):
    path = os.path.join(ws, "missed_backups.txt")
    require(os.path.isfile(path), "missed_backups.txt not created")
    lines = [l for l in content_lines(read(path).lstrip("\ufeff")) if not l.startswith("#")]
    for l in lines:
        require(re.fullmatch(r"\d{4}-\d{2}-\d{2}", l), "line is not a YYYY-MM-DD date: %r" % l)
    require(sorted(set(lines)) == EXPECTED, "dates are %s, expected %s" % (lines, EXPECTED))
    require(lines == EXPECTED, "dates are not one per line, oldest first: %s" % lines)
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "5 missed dates"

run_check(check)
