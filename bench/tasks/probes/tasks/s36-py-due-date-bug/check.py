import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

# due_date() moves a closed due date on by one day with `if` instead of a loop, so Easter Sunday -> Easter Monday
# (closed) stays closed. The fix must hold in general: hidden tests add three and four closed days in a row
# (Christmas), an open due date, and next_open_day/fines unchanged. Tests must not be edited or skipped.
HIDDEN = '''import unittest
from datetime import date, timedelta

from loanbook.calendar import due_date, is_open, renewal_due
from loanbook.fines import fine

XMAS = [date(2026, 12, 25), date(2026, 12, 26), date(2026, 12, 28), date(2026, 12, 29)]


class HiddenTests(unittest.TestCase):
    def test_four_closed_days(self):
        # 21 days after 4 Dec 2026 is Fri 25 Dec; 26 (hol), 27 (Sun), 28, 29 (hols) -> Wed 30 Dec
        self.assertEqual(due_date(date(2026, 12, 4), "book", XMAS), date(2026, 12, 30))

    def test_three_closed_days(self):
        # 7 days after 19 Dec is Sat 26 Dec (hol); Sun 27, Mon 28, Tue 29 closed -> Wed 30
        self.assertEqual(due_date(date(2026, 12, 19), "dvd", XMAS), date(2026, 12, 30))

    def test_open_day_unchanged(self):
        self.assertEqual(due_date(date(2026, 12, 1), "dvd", XMAS), date(2026, 12, 8))

    def test_generator_holidays(self):
        hols = (d for d in [date(2026, 4, 3), date(2026, 4, 6)])
        self.assertEqual(due_date(date(2026, 3, 22), "magazine", list(hols)), date(2026, 4, 7))

    def test_always_open_result(self):
        for i in range(400):
            d = date(2026, 1, 1) + timedelta(days=i)
            for kind in ("book", "dvd", "magazine"):
                due = due_date(d, kind, XMAS)
                self.assertTrue(is_open(due, XMAS))
                self.assertGreaterEqual(due, d + timedelta(days={"book": 21, "dvd": 7, "magazine": 14}[kind]))
                self.assertLess(due, d + timedelta(days={"book": 21, "dvd": 7, "magazine": 14}[kind] + 6))

    def test_renewal(self):
        self.assertEqual(renewal_due(date(2026, 12, 18), "dvd", XMAS), date(2026, 12, 30))

    def test_fine(self):
        self.assertEqual(fine("book", date(2026, 3, 7), date(2026, 3, 10)), 0.5)
'''


def run_tests(root, extra=()):
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    r = subprocess.run([sys.executable, "-m", "unittest", "discover", "-s", "tests", "-t", "."] + list(extra),
                       cwd=root, capture_output=True, text=True, timeout=120, env=env)
    return r.returncode, (r.stdout + r.stderr)


def check(ws, ev):
    pws, _ = pristine(__file__)
    for p in list_files(pws):
        if p.startswith("tests/"):
            require(same_file(os.path.join(pws, p), os.path.join(ws, p)), "%s was changed" % p)
    for p in ("loanbook/fines.py", "loanbook/__init__.py"):
        require(os.path.isfile(os.path.join(ws, p)), "%s is missing" % p)
    tmp = tempfile.mkdtemp(prefix="chk-")
    try:
        root = os.path.join(tmp, "p")
        shutil.copytree(ws, root, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))
        rc, out = run_tests(root)
        require(rc == 0, "test suite fails: %s" % out.strip().splitlines()[-1][:120])
        m = re.search(r"Ran (\d+) tests?", out)
        require(m and int(m.group(1)) == 12, "expected the 12 original tests to run, got %s" % (m.group(1) if m else "?"))
        require(re.search(r"skipped=1\b", out), "expected exactly the one existing skip")
        write(os.path.join(root, "tests", "test_zz_hidden.py"), HIDDEN)
        rc, out = run_tests(root)
        require(rc == 0, "fix is not general (extra due-date cases fail): %s" % out.strip()[-300:])
    finally:
        shutil.rmtree(tmp, True)
    ans = require_answer(ev)
    require(re.search(r"due_date|calendar\.py", ans), "answer does not say where the bug was (due_date in calendar.py)")
    return "due_date loops over closed days; all tests pass"

run_check(check)
