import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

INIT = '''"""loanbook - loan periods and fines for the Thornbury community library."""
__version__ = "0.4.2"
'''

CALENDAR = '''"""Opening days and due dates."""
from datetime import date, timedelta

# Monday is 0 ... Sunday is 6. The library is closed on Sundays.
CLOSED_WEEKDAYS = {6}

LOAN_DAYS = {"book": 21, "dvd": 7, "magazine": 14}


def is_open(day, holidays=()):
    """True if the library is open on `day` (not a closed weekday, not a holiday)."""
    return day.weekday() not in CLOSED_WEEKDAYS and day not in set(holidays)


def next_open_day(day, holidays=()):
    """The first open day strictly after `day`."""
    day += timedelta(days=1)
    while not is_open(day, holidays):
        day += timedelta(days=1)
    return day


def due_date(loan_date, kind, holidays=()):
    """Due date for an item of `kind` lent on `loan_date`.

    The loan period is counted in calendar days. If the library is closed on
    that day, the item is due on the next day the library is open.
    """
    due = loan_date + timedelta(days=LOAN_DAYS[kind])
    if not is_open(due, holidays):
        due += timedelta(days=1)
    return due


def renewal_due(old_due, kind, holidays=()):
    """A renewal runs from the old due date."""
    return due_date(old_due, kind, holidays)
'''

FINES = '''"""Overdue fines."""
from .calendar import is_open

DAILY_FINE = {"book": 0.25, "dvd": 1.00, "magazine": 0.10}
MAX_FINE = {"book": 6.00, "dvd": 10.00, "magazine": 2.00}


def days_late(due, returned, holidays=()):
    """Open days after the due date up to and including the return date."""
    from datetime import timedelta
    n, day = 0, due
    while day < returned:
        day += timedelta(days=1)
        if is_open(day, holidays):
            n += 1
    return n


def fine(kind, due, returned, holidays=(), junior=False):
    if junior:
        return 0.0
    return round(min(days_late(due, returned, holidays) * DAILY_FINE[kind], MAX_FINE[kind]), 2)
'''

TEST_CAL = '''import unittest
from datetime import date

from loanbook.calendar import due_date, is_open, next_open_day, renewal_due

EASTER_2026 = [date(2026, 4, 3), date(2026, 4, 6)]  # Good Friday, Easter Monday


class DueDateTests(unittest.TestCase):
    def test_plain_weekday(self):
        self.assertEqual(due_date(date(2026, 3, 2), "book"), date(2026, 3, 23))

    def test_sunday_moves_to_monday(self):
        # 7 days after Sunday 1 March is Sunday 8 March
        self.assertEqual(due_date(date(2026, 3, 1), "dvd"), date(2026, 3, 9))

    def test_holiday_moves_to_next_day(self):
        # 21 days after 13 March is Good Friday
        self.assertEqual(due_date(date(2026, 3, 13), "book", EASTER_2026), date(2026, 4, 4))

    def test_sunday_then_bank_holiday(self):
        # 14 days after 22 March is Easter Sunday; Easter Monday is closed too
        self.assertEqual(due_date(date(2026, 3, 22), "magazine", EASTER_2026), date(2026, 4, 7))

    def test_renewal(self):
        self.assertEqual(renewal_due(date(2026, 3, 23), "book"), date(2026, 4, 13))


class OpenDayTests(unittest.TestCase):
    def test_is_open(self):
        self.assertTrue(is_open(date(2026, 3, 7)))      # Saturday
        self.assertFalse(is_open(date(2026, 3, 8)))     # Sunday
        self.assertFalse(is_open(date(2026, 4, 3), EASTER_2026))

    def test_next_open_day(self):
        self.assertEqual(next_open_day(date(2026, 4, 4), EASTER_2026), date(2026, 4, 7))


if __name__ == "__main__":
    unittest.main()
'''

TEST_FINES = '''import unittest
from datetime import date

from loanbook.fines import days_late, fine


class FineTests(unittest.TestCase):
    def test_on_time(self):
        self.assertEqual(fine("book", date(2026, 3, 23), date(2026, 3, 23)), 0.0)

    def test_sunday_not_counted(self):
        # due Sat 7 March, returned Mon 9 March: only Monday counts
        self.assertEqual(days_late(date(2026, 3, 7), date(2026, 3, 9)), 1)

    def test_cap(self):
        self.assertEqual(fine("dvd", date(2026, 1, 5), date(2026, 3, 2)), 10.0)

    def test_junior(self):
        self.assertEqual(fine("book", date(2026, 1, 5), date(2026, 2, 2), junior=True), 0.0)

    @unittest.skip("magazine fines for junior cards: waiting for the committee's decision")
    def test_junior_magazine(self):
        self.assertEqual(fine("magazine", date(2026, 1, 5), date(2026, 1, 9), junior=True), 0.1)


if __name__ == "__main__":
    unittest.main()
'''

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "loanbook", "__init__.py"), INIT)
    write(os.path.join(ws, "loanbook", "calendar.py"), CALENDAR)
    write(os.path.join(ws, "loanbook", "fines.py"), FINES)
    write(os.path.join(ws, "tests", "__init__.py"), "")
    write(os.path.join(ws, "tests", "test_calendar.py"), TEST_CAL)
    write(os.path.join(ws, "tests", "test_fines.py"), TEST_FINES)
    write(os.path.join(ws, "README.md"), "# loanbook\n\nLoan periods and fines for the Thornbury community library.\n\n"
          "Run the tests with `python -m unittest discover -s tests`.\n")
