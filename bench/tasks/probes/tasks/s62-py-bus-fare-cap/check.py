import os, shutil, subprocess, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

HIDDEN = '''import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from farecalc.fares import single_fare, trip_charges, day_total, week_total
from farecalc.receipt import receipt


def test_complaint_three_adult_trips():
    assert day_total("adult", [1, 1, 1]) == 550
    assert trip_charges("adult", [1, 1, 1]) == [220, 220, 110]


def test_after_cap_free():
    assert trip_charges("adult", [1, 1, 1, 2, 5]) == [220, 220, 110, 0, 0]


def test_child_cap():
    assert trip_charges("child", [1, 1, 1]) == [110, 110, 55]
    assert day_total("child", [3, 3, 3, 3]) == 275


def test_under_cap_unchanged():
    assert trip_charges("adult", [1, 2]) == [220, 280]
    assert day_total("adult", [1, 2]) == 500


def test_exactly_at_cap():
    assert trip_charges("child", [2, 1]) == [140, 110]
    assert trip_charges("adult", [3, 1, 1]) == [340, 210, 0]


def test_single_trip_over_cap():
    assert trip_charges("adult", [5]) == [550]
    assert day_total("adult", [5, 1]) == 550


def test_concession():
    assert trip_charges("concession", [3, 3, 3]) == [0, 0, 0]


def test_week():
    assert week_total("adult", [[1, 1, 1]] * 3) == 1650
    assert week_total("adult", [[1, 1, 1]] * 5) == 2200
    assert week_total("child", [[1]] * 7) == 770


def test_receipt_shows_part_fare():
    r = receipt("adult", [1, 1, 1, 1])
    assert "Trip 3 (1 zone): \\u00a31.10" in r
    assert "Trip 4 (1 zone): free (capped)" in r
    assert "Total: \\u00a35.50" in r
'''


def check(ws, ev):
    pws, _ = ek.pristine(__file__)
    for f in ("farecalc/fares.json", "farecalc/tests/test_fares.py"):
        ek.require(ek.same_file(os.path.join(pws, f), os.path.join(ws, f)), "%s was changed or removed" % f)
    tmp = tempfile.mkdtemp(prefix="farecheck-")
    try:
        proj = os.path.join(tmp, "farecalc")
        shutil.copytree(os.path.join(ws, "farecalc"), proj,
                        ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache"))
        ek.write(os.path.join(proj, "tests", "test_hidden_cap.py"), HIDDEN)
        r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"],
                           cwd=proj, capture_output=True, text=True, timeout=120)
        tail = " ".join((r.stdout + r.stderr).strip().splitlines()[-3:])
        ek.require(r.returncode == 0, "tests fail: %s" % tail[:250])
    finally:
        shutil.rmtree(tmp, True)
    return "day cap charges up to the cap; all tests pass"


ek.run_check(check)
