import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
g = os.path.join(ws, "golfclub")

ek.write(os.path.join(g, "README.md"), """# Pinehurst Lane GC - handicap helper

Small helper the competitions secretary uses to work out handicap indexes from members'
score differentials before the monthly medal. Not the official WHS app, just a cross-check.

Run the tests from this folder:

    python -m unittest discover -s tests

`legacy/` holds the 2019 spreadsheet-era script. It is kept for reference and is not used.
""")

ek.write(os.path.join(g, "handicap", "__init__.py"), '"""Handicap helper package."""\n')

ek.write(os.path.join(g, "handicap", "calc.py"), '''"""Handicap calculations.

Score differentials are stored per member as a list in the order the rounds were
played: OLDEST FIRST, newest last.
"""

STANDARD_SLOPE = 113


def score_differential(adjusted_gross, course_rating, slope_rating):
    """(113 / slope) x (adjusted gross score - course rating), rounded to 1 decimal."""
    if slope_rating <= 0:
        raise ValueError("slope rating must be positive")
    return round(STANDARD_SLOPE / slope_rating * (adjusted_gross - course_rating), 1)


def handicap_index(differentials):
    """Average of the lowest 8 of the member's 20 most recent differentials,
    rounded to 1 decimal.  Members with fewer than 8 rounds have no index yet."""
    if len(differentials) < 8:
        raise ValueError("need at least 8 rounds, got %d" % len(differentials))
    recent = differentials[:20]
    best = sorted(recent)[:8]
    return round(sum(best) / len(best), 1)


def course_handicap(index, slope_rating, course_rating, par):
    """Index x (slope / 113) + (course rating - par), rounded to the nearest whole number."""
    return int(round(index * slope_rating / STANDARD_SLOPE + (course_rating - par)))
''')

ek.write(os.path.join(g, "handicap", "report.py"), '''"""Print a handicap list for the noticeboard."""
import json
import sys

from .calc import handicap_index


def main(path):
    with open(path) as f:
        members = json.load(f)
    for name, diffs in sorted(members.items()):
        try:
            print("%-24s %5.1f" % (name, handicap_index(diffs)))
        except ValueError:
            print("%-24s   n/a" % name)


if __name__ == "__main__":
    main(sys.argv[1])
''')

ek.write(os.path.join(g, "tests", "__init__.py"), "")
ek.write(os.path.join(g, "tests", "test_calc.py"), '''import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from handicap.calc import course_handicap, handicap_index, score_differential


class DifferentialTests(unittest.TestCase):
    def test_standard_slope(self):
        self.assertEqual(score_differential(85, 71.2, 113), 13.8)

    def test_harder_course(self):
        self.assertEqual(score_differential(90, 72.0, 130), 15.6)


class IndexTests(unittest.TestCase):
    def test_exactly_twenty(self):
        diffs = [20.1, 18.4, 15.0, 22.3, 17.7, 16.2, 19.9, 14.8, 21.0, 18.8,
                 16.9, 15.5, 23.4, 17.1, 19.2, 16.0, 20.7, 18.0, 15.9, 22.0]
        self.assertEqual(handicap_index(diffs), 15.9)

    def test_only_recent_twenty_count(self):
        # five excellent rounds from years ago, then twenty ordinary ones
        old = [5.0, 5.5, 6.0, 6.5, 7.0]
        recent = [20.1, 18.4, 15.0, 22.3, 17.7, 16.2, 19.9, 14.8, 21.0, 18.8,
                  16.9, 15.5, 23.4, 17.1, 19.2, 16.0, 20.7, 18.0, 15.9, 22.0]
        self.assertEqual(handicap_index(old + recent), 15.9)

    def test_too_few_rounds(self):
        with self.assertRaises(ValueError):
            handicap_index([12.0] * 7)


class CourseHandicapTests(unittest.TestCase):
    def test_course_handicap(self):
        self.assertEqual(course_handicap(15.9, 125, 70.4, 71), 17)


if __name__ == "__main__":
    unittest.main()
''')

ek.write(os.path.join(g, "legacy", "handicap_2019.py"), '''# Old CONGU-era script, kept for reference. Not used any more.
def playing_handicap(exact):
    return int(exact + 0.5)


def best_of(diffs):
    recent = diffs[:20]
    return sorted(recent)[:10]
''')

ek.write(os.path.join(g, "members.json"), """{
  "Alison Reed": [18.2, 17.5, 19.0, 16.4, 15.8, 20.2, 17.1, 16.6, 18.9],
  "Dev Patel": [9.8, 11.2, 10.5, 8.9, 12.0]
}
""")
