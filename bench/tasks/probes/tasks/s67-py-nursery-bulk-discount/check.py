import os
import subprocess
import sys
import textwrap

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

PKG = "nursery/nursery_shop/"
HIDDEN = textwrap.dedent('''
    from nursery_shop.pricing import line_total, order_total
    cases = [
        (line_total("foxglove", 9), 27.00),
        (line_total("hosta", 10), 92.25),
        (line_total("Hellebore", 20), 157.50),
        (order_total([("foxglove", 16)]), 49.70),
        (order_total([("hosta", 5)]), 51.25),
        (order_total([("lavender", 11)]), 51.05),
        (order_total([("hellebore", 5), ("foxglove", 2)]), 56.25),
        (order_total([("hosta", 2), ("hellebore", 3)]), 53.25),
    ]
    bad = [i for i, (got, want) in enumerate(cases) if abs(got - want) > 0.001]
    print("BAD", bad)
''')


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if not f.startswith(PKG):
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ek.require(ek.same_file(os.path.join(pws, PKG, "catalogue.py"), os.path.join(ws, PKG, "catalogue.py")),
               "catalogue.py (prices) was changed")
    root = os.path.join(ws, "nursery")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    r = subprocess.run([sys.executable, "-m", "unittest"], cwd=root, capture_output=True, text=True, timeout=120, env=env, check=False)
    last = (r.stderr.strip().splitlines() or [""])[-1]
    ek.require(r.returncode == 0, "unit tests fail: %s" % last)
    ek.require("Ran 7 tests" in r.stderr, "expected 7 tests to run: %s" % last)
    h = subprocess.run([sys.executable, "-c", HIDDEN], cwd=root, capture_output=True, text=True, timeout=60, env=env, check=False)
    ek.require(h.returncode == 0, "pricing code crashes: %s" % (h.stderr.strip().splitlines() or [""])[-1])
    ek.require("BAD []" in h.stdout, "pricing rules wrong in further cases: %s" % h.stdout.strip())
    return "bulk discount from 10 plants and free delivery from \u00a350 fixed; tests pass"


ek.run_check(check)
