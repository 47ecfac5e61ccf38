import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    depts = {r["dept_id"]: r["name"] for r in csv.DictReader(io.StringIO(read(os.path.join(pws, "departments.csv"))))}
    by = {}
    for r in csv.DictReader(io.StringIO(read(os.path.join(pws, "staff.csv")))):
        by.setdefault(r["dept_id"], []).append(int(r["salary"]))
    avg = {d: sum(v) / len(v) for d, v in by.items()}
    best = max(avg, key=avg.get)
    ans = require_answer(ev)
    require(has_phrase(ans, depts[best]), "answer does not name %s" % depts[best])
    require(any(abs(v - avg[best]) <= 1 for v in numbers_in(ans, words=False)), "answer does not give the average %.0f" % avg[best])
    require_ws_unchanged(__file__, ws)
    return "%s %.0f" % (depts[best], avg[best])

run_check(check)
