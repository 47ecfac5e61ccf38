import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import evalkit as ek

ws, kb = ek.setup_args()
root = os.path.join(ws, "clockquote")

ek.write(os.path.join(root, "README.md"), """# clockquote

Quote calculator for the bench at Pendle & Shaw Clock Repairs. Run it with

    python -m clockquote.cli --minutes 50 --part "mainspring" 14.20 --part "click spring" 3.10

## Pricing rules (agreed with Helen, January 2025)

* **Labour** is billed per *started* quarter hour at the bench rate of 64.00 GBP an hour,
  i.e. 16.00 GBP per quarter. 50 minutes is 4 quarters (64.00), 61 minutes is 5 quarters (80.00),
  exactly 45 minutes is 3 quarters (48.00).
* **Parts** are charged at cost plus 20% handling.
* The **minimum charge** for any job is 25.00 GBP.
* All figures are ex VAT; VAT is added on the invoice, not on the quote.

## Turnaround

The estimate in `turnaround.py` is rounded to the *nearest* week (3 days -> 0 weeks is shown as
"under a week"). That is intentional - customers prefer a round number.
""")

ek.write(os.path.join(root, "clockquote", "__init__.py"), '"""Bench quote calculator."""\n__version__ = "1.3.0"\n')

ek.write(os.path.join(root, "clockquote", "pricing.py"), '''"""Quote calculation for bench repairs."""
from decimal import ROUND_HALF_UP, Decimal

BENCH_RATE = Decimal("64.00")      # per hour, ex VAT
HANDLING = Decimal("0.20")         # added to parts at cost
MINIMUM_CHARGE = Decimal("25.00")


def _money(x):
    return Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def billable_quarters(minutes):
    """Number of quarter hours billed for `minutes` of bench time."""
    return round(minutes / 15)


def labour_cost(minutes):
    return _money(BENCH_RATE / 4 * billable_quarters(minutes))


def parts_cost(parts):
    """parts: iterable of (description, cost_price) pairs."""
    total = sum((Decimal(str(price)) for _, price in parts), Decimal("0"))
    return _money(total * (1 + HANDLING))


def quote(minutes, parts=()):
    """Total quote ex VAT, never below the minimum charge."""
    parts = list(parts)
    total = labour_cost(minutes) + parts_cost(parts)
    return max(total, MINIMUM_CHARGE)
''')

ek.write(os.path.join(root, "clockquote", "turnaround.py"), '''"""Turnaround estimate shown on the quote."""

QUEUE_DAYS_PER_JOB = 1.5


def weeks_estimate(jobs_ahead, bench_days):
    """Whole weeks, rounded to the nearest week (see README)."""
    days = jobs_ahead * QUEUE_DAYS_PER_JOB + bench_days
    return round(days / 7)


def describe(jobs_ahead, bench_days):
    w = weeks_estimate(jobs_ahead, bench_days)
    return "under a week" if w == 0 else "about %d week%s" % (w, "" if w == 1 else "s")
''')

ek.write(os.path.join(root, "clockquote", "cli.py"), '''"""Command line front end."""
import argparse

from .pricing import labour_cost, parts_cost, quote
from .turnaround import describe


def main(argv=None):
    ap = argparse.ArgumentParser(prog="clockquote")
    ap.add_argument("--minutes", type=int, required=True, help="estimated bench time")
    ap.add_argument("--part", nargs=2, action="append", default=[], metavar=("DESC", "COST"))
    ap.add_argument("--jobs-ahead", type=int, default=4)
    a = ap.parse_args(argv)
    parts = [(d, c) for d, c in a.part]
    print("Labour:     %8s" % labour_cost(a.minutes))
    print("Parts:      %8s" % parts_cost(parts))
    print("Total (ex VAT): %s" % quote(a.minutes, parts))
    print("Turnaround: " + describe(a.jobs_ahead, a.minutes / 60 / 6))


if __name__ == "__main__":
    main()
''')

ek.write(os.path.join(root, "tests", "test_pricing.py"), '''from decimal import Decimal

from clockquote.pricing import parts_cost, quote


def test_parts_handling():
    assert parts_cost([("mainspring", "14.20"), ("click spring", "3.10")]) == Decimal("20.76")


def test_minimum_charge():
    assert quote(0, [("bush", "1.00")]) == Decimal("25.00")
''')

ek.write(os.path.join(root, "CHANGELOG.md"), """# Changelog

## 1.3.0
- Minimum charge raised to 25.00.
- Labour now billed per quarter hour (was per half hour).

## 1.2.1
- Parts handling 20% (was 15%).
""")
