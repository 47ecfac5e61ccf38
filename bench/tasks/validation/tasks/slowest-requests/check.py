import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *
def check(ws, ev):
    pws, _ = pristine(__file__)
    reqs = re.findall(r"request id=(\S+) .* duration_ms=(\d+)", read(os.path.join(pws, "logs", "app.log")))
    want = [r for r, _ in sorted(reqs, key=lambda x: -int(x[1]))[:5]]
    p = os.path.join(ws, "slowest.txt")
    require(os.path.isfile(p), "slowest.txt missing")
    require_lines(read(p), want, "slowest.txt")
    require_others_unchanged(__file__, ws)
    return "top 5 ok"

run_check(check)
