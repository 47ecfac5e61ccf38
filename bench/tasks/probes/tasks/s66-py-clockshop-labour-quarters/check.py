import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

# README: labour per *started* quarter hour (ceil), 16.00 a quarter. pricing.py uses round().
PROBE = r'''
import json, sys
sys.path.insert(0, sys.argv[1])
from clockquote.pricing import labour_cost, parts_cost, quote
from clockquote.turnaround import weeks_estimate
out = {
    "labour": {m: str(labour_cost(m)) for m in (1, 14, 15, 16, 29, 30, 44, 45, 46, 50, 61, 90, 100, 127)},
    "parts": str(parts_cost([("mainspring", "14.20"), ("click spring", "3.10")])),
    "quote": [str(quote(50, [("mainspring", "14.20")])), str(quote(5)), str(quote(0, [("bush", "1.00")])),
              str(quote(61, []))],
    "weeks": [weeks_estimate(1, 2), weeks_estimate(4, 4), weeks_estimate(2, 8)],
}
print(json.dumps(out))
'''


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    root = os.path.join(ws, "clockquote")
    for f in ek.list_files(pws):
        if f in ("clockquote/clockquote/pricing.py", "clockquote/clockquote/turnaround.py") or f.startswith("clockquote/tests/"):
            continue
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    r = subprocess.run([sys.executable, "-c", PROBE, root], capture_output=True, text=True, timeout=60, check=False)
    ek.require(r.returncode == 0, "clockquote.pricing does not import or run: " + r.stderr.strip()[-300:])
    out = json.loads(r.stdout.strip().splitlines()[-1])
    want = {m: 16 * (-(-m // 15)) for m in (1, 14, 15, 16, 29, 30, 44, 45, 46, 50, 61, 90, 100, 127)}
    for m, v in want.items():
        got = float(out["labour"][str(m)])
        ek.require(abs(got - v) < 0.005, f"labour_cost({m}) is {out['labour'][str(m)]}, expected {v:.2f}")
    ek.require(abs(float(out["parts"]) - 20.76) < 0.005, f"parts_cost changed: {out['parts']}")
    exp_q = [64 + 17.04, 25.0, 25.0, 80.0]
    for got, e in zip(out["quote"], exp_q):
        ek.require(abs(float(got) - e) < 0.005, f"quote gives {got}, expected {e:.2f}")
    ek.require(out["weeks"] == [0, 1, 2], f"turnaround rounding was changed: {out['weeks']} (README says nearest week)")
    return "labour billed per started quarter hour; parts, minimum and turnaround unchanged"


ek.run_check(check)
