import datetime
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *


def parse(s):
    s = " ".join(s.split())
    for fmt in ("%Y-%m-%d", "%Y-%m-%dT%H:%M:%SZ", "%b %d %H:%M:%S %Y GMT", "%Y/%m/%d"):
        try:
            return datetime.datetime.strptime(s, fmt).date()
        except ValueError:
            pass
    raise ValueError(s)


ws, ev = solve_args()
inv = json.load(open(os.path.join(ws, "certs.json")))
out = []
for certs in inv["environments"].values():
    for cert in certs:
        if cert["status"].strip().lower() == "retired":
            continue
        d = parse(cert["not_after"])
        if d <= datetime.date(2025, 7, 31):
            out.append((d, cert["host"]))
out.sort()
write(os.path.join(ws, "renew.csv"), "host,expires\n" + "\n".join("%s,%s" % (h, d.isoformat()) for d, h in out))
emit(ev, answer="renew.csv: " + ", ".join("%s (%s)" % (h, d) for d, h in out), artifacts=["renew.csv"])
