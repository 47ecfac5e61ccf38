import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from evalkit import *

SETTINGS = '''"""Settings for the Brookfield Community Library loans system."""

LOAN_PERIOD_DAYS = 21
RENEWALS_ALLOWED = 2
# Days after the due date before any fine is charged.
GRACE_DAYS = 3
MAX_LOANS = {"adult": 12, "senior": 12, "child": 8}
'''

FINES = '''"""Overdue fines for Brookfield Community Library.

Members get 2 days' grace after the due date before fines start.
"""
from settings import GRACE_DAYS

# Pounds per day overdue, by membership type.
DAILY_RATE = {
    "adult": 0.25,
    "senior": 0.15,
    "child": 0.10,
}

# A fine never goes above these amounts for one item.
MAX_FINE = {
    "adult": 5.00,
    "senior": 3.00,
    "child": 1.50,
}

MEDIA_MULTIPLIER = {"book": 1, "audiobook": 1, "dvd": 2}


def overdue_fine(member_type, days_late, item_type="book"):
    """Return the fine in pounds for one item returned days_late days late."""
    if member_type == "child" and item_type == "book":
        return 0.0  # children's books have been fine-free since 2023
    chargeable = days_late - GRACE_DAYS
    if chargeable <= 0:
        return 0.0
    rate = DAILY_RATE[member_type] * MEDIA_MULTIPLIER.get(item_type, 1)
    return round(min(chargeable * rate, MAX_FINE[member_type]), 2)


def total_fines(loans):
    """loans: list of (member_type, days_late, item_type)."""
    return round(sum(overdue_fine(m, d, i) for m, d, i in loans), 2)
'''

MEMBERS = '''"""Membership types."""

def member_type(age, concession=False):
    if age < 16:
        return "child"
    if age >= 65 or concession:
        return "senior"
    return "adult"
'''

README = """Brookfield Community Library - loans scripts
Run from inside library/:  python -c "import fines; print(fines.overdue_fine('adult', 10))"
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "library", "settings.py"), SETTINGS)
    write(os.path.join(ws, "library", "fines.py"), FINES)
    write(os.path.join(ws, "library", "members.py"), MEMBERS)
    write(os.path.join(ws, "library", "README.txt"), README)
