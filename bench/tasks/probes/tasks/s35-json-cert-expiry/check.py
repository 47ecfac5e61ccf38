import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# Nested by environment; not_after as ISO date, ISO datetime, openssl "Jul  9 12:00:00 2025 GMT" and "2025/07/03".
# In: already expired printers (2024-12-31) and staging (28 Jun); mail at 2025-07-31T23:59:59Z (boundary day).
# Out: pay (1 Aug 00:00Z), retired old shop cert (20 Jun; the active shop cert expires 22 Jul and is in),
# "RETIRED " beta (5 Jul), status "Active"/"active " count as active; certs.json.bak is an older inventory.
EXPECTED = [("printers.larkspur.internal", "2024-12-31"), ("staging.larkspur-tea.co.uk", "2025-06-28"),
            ("grafana.larkspur.internal", "2025-07-03"), ("api.larkspur-tea.co.uk", "2025-07-09"),
            ("vpn.larkspur.internal", "2025-07-14"), ("shop.larkspur-tea.co.uk", "2025-07-22"),
            ("mail.larkspur-tea.co.uk", "2025-07-31")]


def check(ws, ev):
    path = os.path.join(ws, "renew.csv")
    require(os.path.isfile(path), "renew.csv not created")
    rows = [[x.strip() for x in r] for r in csv.reader(io.StringIO(read(path).lstrip("\ufeff"))) if any(x.strip() for x in r)]
    require(rows and [x.lower() for x in rows[0]] == ["host", "expires"], "header is not host,expires")
    got = []
    for r in rows[1:]:
        require(len(r) == 2, "row %s does not have 2 columns" % r)
        got.append((r[0].lower(), r[1]))
    require(sorted(h for h, _ in got) == sorted(h for h, _ in EXPECTED),
            "hosts are %s, expected %s" % ([h for h, _ in got], [h for h, _ in EXPECTED]))
    for h, d in got:
        require(d == dict(EXPECTED)[h], "expiry for %s is %r, expected %s" % (h, d, dict(EXPECTED)[h]))
    require(got == EXPECTED, "rows are not soonest expiry first")
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed or removed" % p)
    return "7 certificates to renew, in order"

run_check(check)
