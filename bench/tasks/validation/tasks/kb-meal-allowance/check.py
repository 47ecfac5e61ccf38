import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    want = []
    for r in csv.DictReader(io.StringIO(read(os.path.join(pws, "expenses.csv")))):
        if r["category"] == "meal":
            limit = 40 if r["country"] == "DE" else 65
            if float(r["amount_eur"]) > limit:
                want.append(r["id"])
    p = os.path.join(ws, "over_allowance.txt")
    require(os.path.isfile(p), "over_allowance.txt missing")
    got = content_lines(read(p))
    require(sorted(got) == sorted(want), "over_allowance.txt should list %s, found %s" % (want, got))
    require_others_unchanged(__file__, ws)
    return ", ".join(want)

run_check(check)
