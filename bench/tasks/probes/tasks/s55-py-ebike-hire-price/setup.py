import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

PRICING = '''"""Hire prices for Riverside Cycle Hire (all amounts in pounds)."""

DAILY_RATE = {
    "standard": 18.00,
    "hybrid": 22.00,
    "ebike": 35.00,
    "tandem": 40.00,
}

# Refundable deposit taken at collection; it is not part of the hire price.
DEPOSIT = {"standard": 50, "hybrid": 50, "ebike": 150, "tandem": 100}

HELMET_PER_DAY = 2.00


def multi_day_discount(days):
    """Fraction taken off the bike charge for longer hires."""
    if days >= 7:
        return 0.20
    if days >= 3:
        return 0.10
    return 0.0


def hire_price(bike, days, helmet=False):
    """Price of a hire in pounds, deposit not included."""
    charge = DAILY_RATE[bike] * days
    charge -= charge * multi_day_discount(days)
    if helmet:
        charge += HELMET_PER_DAY * days
    return round(charge, 2)


def deposit(bike):
    return DEPOSIT[bike]
'''

BOOKINGS = '''"""Booking records for the shop counter."""
from datetime import date, timedelta

from .pricing import deposit, hire_price


def make_booking(name, bike, start, days, helmet=False):
    return {
        "name": name,
        "bike": bike,
        "start": start.isoformat(),
        "end": (start + timedelta(days=days)).isoformat(),
        "price": hire_price(bike, days, helmet),
        "deposit": deposit(bike),
    }
'''

README = """# Riverside Cycle Hire - booking system

Run the counter app with `python -m hire.app`. Prices live in `hire/pricing.py`; change them there
and restart the app. Bikes: standard, hybrid, ebike, tandem.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "hire", "__init__.py"), "")
    write(os.path.join(ws, "hire", "pricing.py"), PRICING)
    write(os.path.join(ws, "hire", "bookings.py"), BOOKINGS)
    write(os.path.join(ws, "README.md"), README)
