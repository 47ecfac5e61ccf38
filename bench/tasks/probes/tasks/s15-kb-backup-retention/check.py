import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# payroll-db is Restricted (system register) -> 2,555 days under standard v2.1 (v1 said 2,190; payroll-reports
# is Confidential, 400). Written as 2555 (YAML "2,555" is a string). payroll-db-staging comes first with its own
# retention_days; payroll-reports (365) is also below the standard but was not asked for; staging file untouched.
TARGET = "    retention_days: 365   # set in 2022, check against the retention standard"


def check(ws, ev):
    pws, _ = pristine(__file__)
    p = os.path.join(ws, "config", "backup.yaml")
    require(os.path.isfile(p), "config/backup.yaml is missing")
    want = read(os.path.join(pws, "config", "backup.yaml")).splitlines()
    got = read(p).lstrip("\ufeff").splitlines()
    while got and not got[-1].strip():
        got.pop()
    i = want.index(TARGET)
    require(len(got) == len(want), "line count changed (%d -> %d): lines added, removed or comments lost"
            % (len(want), len(got)))
    for k, (a, b) in enumerate(zip(want, got)):
        if k == i:
            require(re.fullmatch(r"    retention_days:\s*2555\s*(#.*)?", b.rstrip()),
                    "payroll-db line is %r, expected '    retention_days: 2555'" % b)
        else:
            require(a.rstrip() == b.rstrip(), "line %d changed: %r -> %r" % (k + 1, a, b))
    for f in list_files(pws):
        if f != "config/backup.yaml":
            require(same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    import yaml
    doc = yaml.safe_load(read(p))
    require(doc["jobs"]["payroll-db"]["retention_days"] == 2555, "YAML does not parse to 2555")
    return "payroll-db retention_days 365 -> 2555; rest unchanged"

run_check(check)
