import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, ev = ek.solve_args()
root = os.path.join(ws, "nursery")
path = os.path.join(root, "nursery_shop", "pricing.py")
src = ek.read(path)
# README: discount for "10 or more" plants, free delivery at "GBP 50 or more" -> thresholds are inclusive
fixed, n = re.subn(r"\b(qty|goods)\s*>\s*(BULK_QTY|FREE_DELIVERY_FROM)\b", r"\1 >= \2", src)
ek.require(n == 2, f"expected two threshold comparisons in pricing.py, found {n}")
with open(path, "w", encoding="utf-8", newline="\n") as f:
    f.write(fixed)

env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
r = subprocess.run([sys.executable, "-m", "unittest"], cwd=root, capture_output=True, text=True, env=env, check=False)
sys.stderr.write(r.stderr)
ek.emit(ev, answer="Fixed the two threshold comparisons in nursery_shop/pricing.py (>= instead of >).")
sys.exit(r.returncode)
