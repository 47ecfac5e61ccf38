import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# not set in .env: DB_STATEMENT_TIMEOUT_MS, SMTP_PORT (commented out), STRIPE_WEBHOOK_SECRET (commented out),
# EXCHANGE_RATES_URL.  DATABASE_URL is set (with `export`), values in .env differ from the example on purpose.
MISSING = {"DB_STATEMENT_TIMEOUT_MS": "15000", "SMTP_PORT": "1025", "STRIPE_WEBHOOK_SECRET": "",
           "EXCHANGE_RATES_URL": "https://rates.example.test/v2/latest?base=EUR"}


def unquote(v):
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
        v = v[1:-1]
    return v


def check(ws, ev):
    pws, _ = pristine(__file__)
    path = os.path.join(ws, "app", ".env")
    require(os.path.isfile(path), "app/.env missing")
    old = read(os.path.join(pws, "app", ".env")).splitlines()
    new = read(path).splitlines()
    require(len(new) >= len(old), "app/.env lost lines")
    for i, a in enumerate(old):
        require(new[i].rstrip() == a.rstrip(), "existing line %d changed: %r -> %r" % (i + 1, a, new[i]))
    added = {}
    for l in new[len(old):]:
        s = l.strip()
        if not s or s.startswith("#"):
            continue
        m = re.match(r"^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$", s)
        require(m, "appended line %r is not KEY=value" % l)
        require(m.group(1) not in added, "key %s appended twice" % m.group(1))
        added[m.group(1)] = unquote(m.group(2))
    require(set(added) == set(MISSING), "appended keys are %s, expected exactly %s" % (sorted(added), sorted(MISSING)))
    for k, v in MISSING.items():
        require(added[k] == v, "%s should be %r (as in .env.example), found %r" % (k, v, added[k]))
    for p in ("app/.env.example", "app/.env.production", "app/README.md"):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "4 missing keys appended with example values, existing lines intact"

run_check(check)
