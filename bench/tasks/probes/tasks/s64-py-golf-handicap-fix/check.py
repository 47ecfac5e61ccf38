import os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

CALC = "golfclub/handicap/calc.py"

PROBE = r'''
import sys
sys.path.insert(0, ".")
from handicap.calc import handicap_index, score_differential, course_handicap
d = [30.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0,
     12.0, 11.0, 10.0, 13.0, 14.0, 9.0, 15.0, 16.0, 17.0, 18.0,
     19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0]
assert handicap_index(d) == 12.5, handicap_index(d)
assert handicap_index([10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 30.0]) == 13.5, "nine rounds"
assert handicap_index([8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]) == 11.5, "eight rounds"
try:
    handicap_index([1.0] * 7)
    raise AssertionError("7 rounds accepted")
except ValueError:
    pass
assert score_differential(85, 71.2, 113) == 13.8
assert course_handicap(15.7, 125, 70.4, 71) == 17
print("probe ok")
'''


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ek.list_files(pws):
        if f != CALC:
            ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    ek.require(os.path.isfile(os.path.join(ws, CALC)), "%s is missing" % CALC)
    ek.require(not ek.same_file(os.path.join(pws, CALC), os.path.join(ws, CALC)), "%s was not changed" % CALC)
    cwd = os.path.join(ws, "golfclub")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    r = subprocess.run([sys.executable, "-m", "unittest", "discover", "-s", "tests"], cwd=cwd,
                       capture_output=True, text=True, timeout=60, env=env)
    ek.require(r.returncode == 0, "unit tests still fail: %s" % r.stderr.strip().splitlines()[-1:])
    r = subprocess.run([sys.executable, "-c", PROBE], cwd=cwd, capture_output=True, text=True, timeout=60, env=env)
    ek.require(r.returncode == 0 and "probe ok" in r.stdout,
               "handicap_index gives wrong results on other data: %s" % (r.stderr.strip().splitlines() or [""])[-1])
    return "tests pass and handicap_index uses the 20 most recent rounds"


ek.run_check(check)
