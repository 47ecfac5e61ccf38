import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

ROOMS = """# Meeting rooms

The Forge Co-working, Canal Street. House rules, updated January 2025.

We have two bookable rooms: the **Boardroom** (up to 10 people, screen and video bar) and the
**Snug** (up to 4 people). Book both through the members' app.

## Boardroom

| Membership | Book up to | Longest booking | Included hours per month |
|---|---|---|---|
| Full-time (resident desk) | 4 weeks ahead | 4 hours | 8 |
| Part-time (10 days a month) | 2 weeks ahead | 3 hours | 4 |
| Hot desk (day passes) | 1 week ahead | 2 hours | 0 |

Hours beyond your included hours are charged at \u00a315 an hour.

## Snug

Any member can book the Snug up to 2 weeks ahead, for up to 2 hours at a time. No charge.

## Cancellations

Cancel at least 24 hours before your booking or the time counts against your included hours.
"""

KITCHEN = """# Kitchen and common areas

Tea, coffee and milk are free. Please load the dishwasher rather than leaving mugs in the sink;
the last person out on Friday runs it. The fridge is cleared every Friday at 4pm.
"""

ACCESS = """# Access and opening hours

Full-time members have 24/7 access with their key card. Part-time and hot-desk members can use the
space 8am - 7pm, Monday to Friday. The front door locks automatically at 7pm.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    if kb:
        write(os.path.join(kb, "forge", "meeting-rooms.md"), ROOMS)
        write(os.path.join(kb, "forge", "kitchen.md"), KITCHEN)
        write(os.path.join(kb, "forge", "access.md"), ACCESS)
