import os, sys
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
W = lambda rel, text: ek.write(os.path.join(ws, rel), text)

W("README.md", """# clubfees

Sign-up helper for Riverside Flyers Gymnastics Club.

* `clubfees.groups` - works out a gymnast's age group for a season.
* `clubfees.fees` - term fees, including the sibling discount.
* `python -m clubfees.cli roster.csv 2025` prints each child's group and fee.

## Age groups

Following British Gymnastics practice, a child's group for the whole season is decided by their
**age on 31 August** of the year the season starts (the 2025 season starts in September 2025, so
it is their age on 31 August 2025). A child born on 31 August has had their birthday by then; a
child born on 1 September has not.

| Age on 31 August | Group |
|---|---|
| 4-6 | Tumble Tots |
| 7-8 | Under 9 |
| 9-11 | Under 12 |
| 12-15 | Under 16 |
| 16+ | Seniors |

## Tests

    python -m unittest discover -s tests
""")
W("clubfees/__init__.py", '"""Riverside Flyers sign-up helpers."""\n__version__ = "1.3.0"\n')
W("clubfees/groups.py", '''"""Age groups for a season."""
from datetime import date

# Age is taken on this day (month, day) in the year the season starts.
CUTOFF = (8, 31)

# (oldest age in the group, group name), youngest group first
GROUPS = [
    (6, "Tumble Tots"),
    (8, "Under 9"),
    (11, "Under 12"),
    (15, "Under 16"),
]
SENIORS = "Seniors"
MIN_AGE = 4


def cutoff_date(season):
    """The date ages are measured on for the season starting in `season`."""
    return date(season, *CUTOFF)


def age_on(dob, when):
    """Age in whole years on the date `when`."""
    return when.year - dob.year


def age_group(dob, season):
    """Name of the group a child born on `dob` trains in for `season`."""
    age = age_on(dob, cutoff_date(season))
    if age < MIN_AGE:
        raise ValueError("too young for the %d season (age %d on 31 August)" % (season, age))
    for oldest, name in GROUPS:
        if age <= oldest:
            return name
    return SENIORS
''')
W("clubfees/fees.py", '''"""Term fees."""
from .groups import age_group

TERM_FEE = {
    "Tumble Tots": 54.00,
    "Under 9": 78.00,
    "Under 12": 96.00,
    "Under 16": 108.00,
    "Seniors": 120.00,
}
SIBLING_DISCOUNT = 0.10  # off every child after the first in a family


def term_fee(dob, season):
    return TERM_FEE[age_group(dob, season)]


def family_fees(dobs, season):
    """Fees for a family, the most expensive child first; siblings get the discount."""
    fees = sorted((term_fee(d, season) for d in dobs), reverse=True)
    out = []
    for i, fee in enumerate(fees):
        out.append(round(fee * (1 - SIBLING_DISCOUNT), 2) if i else fee)
    return out
''')
W("clubfees/cli.py", '''"""python -m clubfees.cli roster.csv SEASON"""
import csv
import sys
from datetime import date

from .fees import term_fee
from .groups import age_group


def main(argv=None):
    argv = argv or sys.argv[1:]
    path, season = argv[0], int(argv[1])
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            dob = date.fromisoformat(row["dob"])
            print("%-20s %-12s %7.2f" % (row["name"], age_group(dob, season), term_fee(dob, season)))


if __name__ == "__main__":
    main()
''')
W("tests/__init__.py", "")
W("tests/test_groups.py", '''import unittest
from datetime import date

from clubfees.groups import age_group, age_on


class AgeOnTest(unittest.TestCase):
    def test_birthday_already_passed(self):
        self.assertEqual(age_on(date(2015, 3, 2), date(2025, 8, 31)), 10)

    def test_birthday_not_yet_reached(self):
        self.assertEqual(age_on(date(2015, 11, 20), date(2025, 8, 31)), 9)


class AgeGroupTest(unittest.TestCase):
    def test_spring_birthday(self):
        self.assertEqual(age_group(date(2017, 4, 9), 2025), "Under 9")

    def test_autumn_birthday_stays_in_younger_group(self):
        # turns 9 in September 2025, so is still 8 on 31 August 2025
        self.assertEqual(age_group(date(2016, 9, 15), 2025), "Under 9")

    def test_seniors(self):
        self.assertEqual(age_group(date(2008, 1, 1), 2025), "Seniors")

    def test_too_young(self):
        with self.assertRaises(ValueError):
            age_group(date(2022, 2, 1), 2025)


if __name__ == "__main__":
    unittest.main()
''')
W("tests/test_fees.py", '''import unittest
from datetime import date

from clubfees.fees import family_fees, term_fee


class FeesTest(unittest.TestCase):
    def test_single_child(self):
        self.assertEqual(term_fee(date(2014, 1, 5), 2025), 96.00)

    def test_siblings(self):
        self.assertEqual(family_fees([date(2019, 6, 1), date(2014, 1, 5)], 2025), [96.00, 48.60])


if __name__ == "__main__":
    unittest.main()
''')
W("roster_sample.csv", "name,dob\nIsla Marchetti,2016-09-15\nRory Marchetti,2019-06-01\nZain Ahmed,2013-08-31\n"
                       "Maya Okafor,2013-09-01\nEvie Jones,2010-02-28\n")
