import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

LOANS = """# Borrowing rules

Kirkgate Tool Library. Agreed by the steering group, March 2025.

## Loan periods and deposits

Every tool in the catalogue belongs to one of three categories, shown on its label.

| Category | Examples | Loan period | Deposit |
|---|---|---|---|
| A - hand tools | spades, saws, spirit levels, socket sets | 7 days | none |
| B - power tools | drills, sanders, jigsaws, hedge trimmers | 7 days | \u00a320 |
| C - large equipment | pressure washer, carpet cleaner, cement mixer, lawn scarifier | 3 days | \u00a340 |

Deposits are paid by card when you collect and refunded when the tool comes back clean and complete.

## Renewals

You can renew a category A or B loan once, for another 7 days, if nobody has reserved the tool.
Category C loans cannot be renewed.

## Late returns

We charge \u00a31 a day for late category A and B tools and \u00a35 a day for category C.
"""

MEMBERSHIP = """# Membership

Membership is \u00a315 a year (\u00a35 concessions) and open to anyone living in the Kirkgate ward.
Members can have up to 3 tools out at a time. Bring photo ID and proof of address to join.
"""

HOURS = """# Opening hours

* Wednesday 5pm - 7pm
* Saturday 10am - 1pm

Collections and returns only during opening hours. The drop box by the door is for hand tools only.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    if kb:
        write(os.path.join(kb, "tool-library", "borrowing-rules.md"), LOANS)
        write(os.path.join(kb, "tool-library", "membership.md"), MEMBERSHIP)
        write(os.path.join(kb, "tool-library", "opening-hours.md"), HOURS)
