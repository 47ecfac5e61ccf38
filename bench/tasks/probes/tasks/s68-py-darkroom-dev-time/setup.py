import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
P = os.path.join(ws, "devtimer")

ek.write(os.path.join(P, "README.md"), """# devtimer

Little helper for the darkroom: takes the datasheet development time at 20 C and
prints an adjusted time for the developer temperature and any push/pull.

    python -m devtimer 8.5 22.5          # 8.5 min at 20 C, developer at 22.5 C
    python -m devtimer 11 19 --push 1

Run the tests from this folder with:

    python -m unittest discover -s tests
""")

ek.write(os.path.join(P, "devtimer", "__init__.py"), '''"""Darkroom development time helper."""
from .compensate import factor, adjusted_minutes
from .fmt import mmss
from .push import push_factor
from .chart import chart_rows

__all__ = ["factor", "adjusted_minutes", "mmss", "push_factor", "chart_rows"]
__version__ = "0.4.1"
''')

ek.write(os.path.join(P, "devtimer", "compensate.py"), '''"""Temperature compensation (black and white film developers).

The factor multiplies the 20 C time.  Between table points we interpolate linearly.
"""

# (temperature C, time factor) - from the Ilford time/temperature chart
TABLE = [
    (18.0, 1.30),
    (19.0, 1.15),
    (20.0, 1.00),
    (21.0, 0.90),
    (22.0, 0.80),
    (23.0, 0.72),
    (24.0, 0.65),
]


def to_celsius(value, unit="C"):
    unit = unit.upper()
    if unit == "C":
        return float(value)
    if unit == "F":
        return (float(value) - 32.0) * 5.0 / 9.0
    raise ValueError("unknown unit %r" % unit)


def factor(temp, unit="C"):
    """Time factor for a developer temperature."""
    t = to_celsius(temp, unit)
    lo, hi = TABLE[0][0], TABLE[-1][0]
    if t < lo or t > hi:
        raise ValueError("temperature %.1f C outside %.0f-%.0f C" % (t, lo, hi))
    for (t0, f0), (t1, f1) in zip(TABLE, TABLE[1:]):
        if t0 <= t <= t1:
            return f0 + (f1 - f0) * (t - t0) / (t1 - t0)
    raise AssertionError("unreachable")


def adjusted_minutes(base_minutes, temp, unit="C", push=0):
    """Development time in minutes for the given temperature and push (+) / pull (-) stops."""
    from .push import push_factor
    if base_minutes <= 0:
        raise ValueError("base time must be positive")
    return base_minutes * factor(temp, unit) * push_factor(push)
''')

ek.write(os.path.join(P, "devtimer", "push.py"), '''"""Push / pull processing.

Rule of thumb we use: +30% time per stop pushed, -20% per stop pulled.
"""

PUSH_PER_STOP = 1.30
PULL_PER_STOP = 0.80


def push_factor(stops):
    stops = int(stops)
    if stops > 3 or stops < -2:
        raise ValueError("push must be between -2 and +3 stops")
    if stops >= 0:
        return PUSH_PER_STOP ** stops
    return PULL_PER_STOP ** (-stops)
''')

ek.write(os.path.join(P, "devtimer", "fmt.py"), '''"""Formatting helpers."""


def mmss(minutes):
    """Format a time in minutes as M:SS, rounded to the nearest second."""
    if minutes < 0:
        raise ValueError("negative time")
    whole = int(minutes)
    seconds = round((minutes - whole) * 60)
    return "%d:%02d" % (whole, seconds)


def temp_label(temp_c):
    return ("%.1f" % temp_c).rstrip("0").rstrip(".") + " C"
''')

ek.write(os.path.join(P, "devtimer", "chart.py"), '''"""Build the printable chart."""
from .compensate import adjusted_minutes
from .fmt import mmss, temp_label


def chart_rows(base_minutes, temps, push=0):
    """[(label, "M:SS"), ...] for each developer temperature in temps (C)."""
    return [(temp_label(t), mmss(adjusted_minutes(base_minutes, t, push=push))) for t in temps]
''')

ek.write(os.path.join(P, "devtimer", "__main__.py"), '''import argparse

from .chart import chart_rows


def main(argv=None):
    ap = argparse.ArgumentParser(prog="devtimer")
    ap.add_argument("base", type=float, help="datasheet time at 20 C, minutes")
    ap.add_argument("temps", type=float, nargs="+", help="developer temperatures, C")
    ap.add_argument("--push", type=int, default=0)
    a = ap.parse_args(argv)
    for label, t in chart_rows(a.base, a.temps, a.push):
        print("%-8s %s" % (label, t))


if __name__ == "__main__":
    main()
''')

ek.write(os.path.join(P, "tests", "__init__.py"), "")
ek.write(os.path.join(P, "tests", "test_compensate.py"), '''import unittest

from devtimer.compensate import factor, adjusted_minutes, to_celsius


class TestFactor(unittest.TestCase):
    def test_table_points(self):
        self.assertAlmostEqual(factor(20), 1.0)
        self.assertAlmostEqual(factor(18), 1.30)
        self.assertAlmostEqual(factor(24), 0.65)

    def test_interpolation(self):
        self.assertAlmostEqual(factor(22.5), 0.76)
        self.assertAlmostEqual(factor(19.5), 1.075)

    def test_fahrenheit(self):
        self.assertAlmostEqual(to_celsius(68, "F"), 20.0)
        self.assertAlmostEqual(factor(68, "F"), 1.0)

    def test_out_of_range(self):
        with self.assertRaises(ValueError):
            factor(26)

    def test_adjusted(self):
        self.assertAlmostEqual(adjusted_minutes(10, 21), 9.0)
        self.assertAlmostEqual(adjusted_minutes(10, 20, push=1), 13.0)


if __name__ == "__main__":
    unittest.main()
''')

ek.write(os.path.join(P, "tests", "test_fmt.py"), '''import unittest

from devtimer.fmt import mmss, temp_label


class TestMmss(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(mmss(9.25), "9:15")
        self.assertEqual(mmss(0.5), "0:30")
        self.assertEqual(mmss(12), "12:00")

    def test_rounds_to_nearest_second(self):
        self.assertEqual(mmss(6.8 + 0.4 / 60), "6:48")
        self.assertEqual(mmss(6.8 + 0.6 / 60), "6:49")

    def test_rounds_up_into_next_minute(self):
        self.assertEqual(mmss(7.999), "8:00")
        self.assertEqual(mmss(2 + 59.7 / 60), "3:00")

    def test_negative(self):
        with self.assertRaises(ValueError):
            mmss(-1)

    def test_temp_label(self):
        self.assertEqual(temp_label(22.5), "22.5 C")
        self.assertEqual(temp_label(20.0), "20 C")


if __name__ == "__main__":
    unittest.main()
''')

ek.write(os.path.join(P, "tests", "test_chart.py"), '''import unittest

from devtimer.chart import chart_rows


class TestChart(unittest.TestCase):
    def test_hp5_chart(self):
        rows = chart_rows(8.5, [20, 22, 24])
        self.assertEqual(rows, [("20 C", "8:30"), ("22 C", "6:48"), ("24 C", "5:32")])

    def test_no_sixty_seconds(self):
        # 6.57 min at 22.5 C is 4.9932 min = 4:59.6 -> 5:00
        self.assertEqual(chart_rows(6.57, [22.5]), [("22.5 C", "5:00")])

    def test_push(self):
        self.assertEqual(chart_rows(10, [20], push=1), [("20 C", "13:00")])


if __name__ == "__main__":
    unittest.main()
''')
