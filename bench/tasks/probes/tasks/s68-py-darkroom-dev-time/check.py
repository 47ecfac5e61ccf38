import os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

HIDDEN = r'''
import sys
sys.path.insert(0, ".")
from devtimer import mmss, factor, adjusted_minutes, push_factor, chart_rows

def ref(m):
    total = int(m * 60 + 0.5)
    return "%d:%02d" % divmod(total, 60)

cases = [0, 0.25, 1.9999, 3.99, 4.9932, 7.5, 12.5, 59.9999, 61.008, 0.0083, 10 + 29.4/60, 10 + 29.6/60]
cases += [k / 60.0 + d for k in range(0, 600, 7) for d in (0.0, 0.004, -0.004) if k / 60.0 + d >= 0]
bad = [(c, mmss(c), ref(c)) for c in cases if mmss(c) != ref(c)]
assert not bad, "mmss wrong for %r" % (bad[:3],)
assert abs(factor(23.5) - 0.685) < 1e-9
assert abs(factor(73.4, "F") - 0.72) < 1e-6
assert abs(adjusted_minutes(11, 19, push=-1) - 11 * 1.15 * 0.8) < 1e-9
assert abs(push_factor(2) - 1.69) < 1e-9
assert chart_rows(6.57, [22.5, 20]) == [("22.5 C", "5:00"), ("20 C", "6:34")], chart_rows(6.57, [22.5, 20])
print("hidden ok")
'''


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    root = os.path.join(ws, "devtimer")
    for f in ek.list_files(pws):
        if f.startswith("devtimer/tests/") or f == "devtimer/README.md":
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
        else:
            ek.require(os.path.isfile(os.path.join(ws, f)), "%s is missing" % f)
    r = subprocess.run([sys.executable, "-B", "-m", "unittest", "discover", "-s", "tests"], cwd=root,
                       capture_output=True, text=True, timeout=120)
    ek.require(r.returncode == 0, "test suite fails: %s" % (r.stderr.strip().splitlines() or ["?"])[-1])
    ek.require("Ran 13 tests" in r.stderr, "expected the 13 tests to run: %s" % r.stderr.strip()[-80:])
    r = subprocess.run([sys.executable, "-B", "-c", HIDDEN], cwd=root, capture_output=True, text=True, timeout=120)
    ek.require(r.returncode == 0, "extra checks fail: %s" % (r.stderr.strip().splitlines() or ["?"])[-1])
    return "tests pass and M:SS rounding is right"


ek.run_check(check)
