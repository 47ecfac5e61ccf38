import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
from collections import defaultdict


def check(ws, ev):
    pws, _ = pristine(__file__)
    data = json.loads(read(os.path.join(pws, "data", "orders.json")))
    tot = defaultdict(float)
    for o in data["orders"]:
        if o["status"] == "paid":
            tot[o["region"]] += o["amount"]
    want = sorted(((r, round(v, 2)) for r, v in tot.items()), key=lambda x: -x[1])
    p = os.path.join(ws, "reports", "paid_by_region.csv")
    require(os.path.isfile(p), "reports/paid_by_region.csv missing")
    rows = [r for r in csv.reader(io.StringIO(read(p))) if r]
    require([c.strip().lower() for c in rows[0]] == ["region", "total"], "bad header %r" % rows[0])
    got = rows[1:]
    require(len(got) == len(want), "expected %d regions, found %d" % (len(want), len(got)))
    for (r, v), row in zip(want, got):
        require(row[0].strip() == r, "expected region %s in this position, found %r" % (r, row))
        require(abs((parse_number(row[1]) or -1) - v) < 0.011, "total for %s should be %.2f, found %r" % (r, v, row[1]))
    require_others_unchanged(__file__, ws)
    return "regions ok"

run_check(check)
