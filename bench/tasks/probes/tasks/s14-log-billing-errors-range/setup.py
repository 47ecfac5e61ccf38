import datetime
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INFO = ["[invoice] generated invoice INV-{n} for account A{a}",
        "[invoice] emailed invoice INV-{n} to account A{a}",
        "[dunning] reminder queued for account A{a}",
        "[sync] ledger sync finished in {ms} ms",
        "[api] GET /v2/invoices?account=A{a} 200 {ms}ms"]
DEBUG = ["[sync] batch size=200 cursor={n}", "[api] cache hit invoices:A{a}"]
WARN = ["[sync] ledger sync slow ({ms} ms)", "[invoice] error rate above 1% in last 10 min, watching",
        "[api] upstream returned 429, backing off"]
ERROR = ["[invoice] failed to render PDF for INV-{n}: template missing field 'vat_number'",
         "[sync] ledger sync failed: connection reset by peer",
         "[dunning] could not send reminder to account A{a}: SMTP 550 mailbox unavailable",
         "[api] POST /v2/payments 500 after {ms}ms (account A{a})",
         "[invoice] duplicate invoice number INV-{n} rejected"]

# lines at fixed times (the edges of the range and look-alikes)
SPECIAL = [
    ("2025-03-09 23:59:58", "ERROR", "[sync] ledger sync failed: timeout after 30000 ms"),
    ("2025-03-10 00:00:03", "ERROR", "[invoice] failed to render PDF for INV-30001: font not found"),
    ("2025-03-10 05:41:17", "ERROR", "[api] POST /v2/payments 502 after 30012ms (account A1187)"),
    ("2025-03-11 08:15:02", "INFO", "[sync] retry succeeded after ERROR from ledger (attempt 2)"),
    ("2025-03-11 09:30:44", "WARN", "[dunning] ERROR budget 80% used for SMTP relay"),
    ("2025-03-12 23:59:59", "ERROR", "[dunning] could not send reminder to account A1042: SMTP 421 try again later"),
    ("2025-03-13 00:00:01", "ERROR", "[sync] ledger sync failed: connection reset by peer"),
]


def fmt(rng, t):
    return t.format(n=rng.randint(30010, 39999), a=rng.randint(1000, 1999), ms=rng.randint(40, 9000))


def lines():
    rng = random.Random(1403)
    t = datetime.datetime(2025, 3, 8, 0, 3, 11)
    end = datetime.datetime(2025, 3, 14, 17, 0, 0)
    out = []
    while t < end:
        r = rng.random()
        if r < 0.10:
            lvl, msg = "ERROR", fmt(rng, rng.choice(ERROR))
        elif r < 0.18:
            lvl, msg = "WARN", fmt(rng, rng.choice(WARN))
        elif r < 0.33:
            lvl, msg = "DEBUG", fmt(rng, rng.choice(DEBUG))
        else:
            lvl, msg = "INFO", fmt(rng, rng.choice(INFO))
        out.append((t.strftime("%Y-%m-%d %H:%M:%S"), lvl, msg))
        t += datetime.timedelta(seconds=rng.randint(600, 3600))
    out += SPECIAL
    out.sort()
    return ["%s %-5s %s" % x for x in out]


if __name__ == "__main__":
    ws, kb = setup_args()
    ls = lines()
    # rotation: billing.log.2 until 2025-03-10 06:00, billing.log.1 until the end of 11 March
    cut1 = next(i for i, l in enumerate(ls) if l >= "2025-03-10 06:00")
    cut2 = next(i for i, l in enumerate(ls) if l >= "2025-03-12 00:00")
    logs = os.path.join(ws, "logs")
    write(os.path.join(logs, "billing.log.2"), "\n".join(ls[:cut1]))
    write(os.path.join(logs, "billing.log.1"), "\n".join(ls[cut1:cut2]))
    write(os.path.join(logs, "billing.log"), "\n".join(ls[cut2:]))
    # another service's log in the same folder
    write(os.path.join(logs, "payments.log"),
          "2025-03-10 11:02:45 ERROR [gateway] card authorisation timed out (txn T-88120)\n"
          "2025-03-10 11:05:12 INFO  [gateway] retry ok (txn T-88120)\n"
          "2025-03-11 16:40:09 ERROR [gateway] webhook signature mismatch\n"
          "2025-03-12 09:12:33 ERROR [gateway] card authorisation timed out (txn T-88877)\n")
    write(os.path.join(logs, "README.txt"),
          "billing.log is rotated when it passes 2 MB; billing.log.1 is the previous file, billing.log.2 the one before.\n"
          "payments.log belongs to the payment gateway, not billing.\n")
