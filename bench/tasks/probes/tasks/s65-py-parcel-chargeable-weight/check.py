import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

HIDDEN = '''import sys, unittest
sys.path.insert(0, ".")
from quote.pricing import chargeable_weight, price


class Hidden(unittest.TestCase):
    def test_weights(self):
        self.assertEqual(chargeable_weight(2.0, (10, 10, 10)), 2.0)
        self.assertEqual(chargeable_weight(1.5, (10, 10, 10)), 1.5)
        self.assertEqual(chargeable_weight(3.5, (10, 10, 10)), 3.5)
        self.assertEqual(chargeable_weight(2.01, (10, 10, 10)), 2.5)
        self.assertEqual(chargeable_weight(0.3, (50, 40, 30)), 12.0)
        self.assertEqual(chargeable_weight(0.2, (36, 25, 12)), 2.5)

    def test_prices(self):
        self.assertEqual(price(4.6, (10, 10, 10)), 6.50)
        self.assertEqual(price(5.2, (10, 10, 10)), 9.80)
        self.assertEqual(price(19.8, (10, 10, 10)), 14.90)
        self.assertEqual(price(0.2, (36, 25, 12)), 6.50)
        self.assertEqual(price(1.0, (10, 10, 10), express=True), 5.12)
        self.assertEqual(price(9.6, (10, 10, 10), express=True), 15.68)

    def test_limit(self):
        with self.assertRaises(ValueError):
            price(20.1, (10, 10, 10))


unittest.main()
'''


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f == "postage-quote/quote/pricing.py":
            continue
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), f"{f} was changed or removed")
    src = os.path.join(ws, "postage-quote")
    ek.require(os.path.isfile(os.path.join(src, "quote", "pricing.py")), "quote/pricing.py is missing")
    tmp = tempfile.mkdtemp(prefix="chk-")
    try:
        proj = os.path.join(tmp, "p")
        shutil.copytree(src, proj, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, "-m", "unittest"], check=False, cwd=proj, capture_output=True, text=True, timeout=120, env=env)
        ek.require(r.returncode == 0, f"python -m unittest still fails: {r.stderr.strip().splitlines()[-1:]}")
        ek.require("Ran 12 tests" in r.stderr, "expected the 12 existing tests to run")
        with open(os.path.join(proj, "_hidden_check.py"), "w") as f:
            f.write(HIDDEN)
        r = subprocess.run([sys.executable, "_hidden_check.py"], check=False, cwd=proj, capture_output=True, text=True, timeout=120, env=env)
        ek.require(r.returncode == 0, "fix is not right for other weights (hidden tests fail): {}".format(" | ".join(
            l for l in r.stderr.splitlines() if "Error" in l)[:200]))
    finally:
        shutil.rmtree(tmp, True)
    return "tests pass and chargeable weight rounds up to 0.5 kg"


ek.run_check(check)
