import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

TRIP = """Trip: Northern Data & Analytics Summit
Where: Royal Armouries, Leeds
When: Thursday 12 March 2026 (talks 09:30-17:30, drinks after)
Train: Bristol Temple Meads -> Leeds, Thu 12 March 06:00, back Fri 13 March 08:05 (booked via Trainline, £96.40)
Hotel: Leeds city centre, Thu 12 March, 1 night, £134 room only (booked, not yet paid)
Dinner Thu night: on my own - no conference dinner this year
Registration: £245, approved by Helen on 2 Feb
"""

POLICY_2025 = """# Fenwick Lowe Consulting \u2013 Travel and Expenses Policy

Version 7. Effective 1 January 2025 and stays in force until a new version is approved by the board.
Replaces version 6 (2023).

## 1. General
Claim through the expenses app within 30 days, with itemised receipts. We reimburse what you actually spent,
up to the limits below; anything above a limit is yours to pay.

## 2. Travel
Standard-class rail, booked at least 7 days ahead where possible. Mileage at 45p a mile for the first 10,000 miles.

## 3. Hotels
Limits are per night, including VAT, for the room only (breakfast is claimed separately, see 4).

| Location | Limit per night |
|---|---|
| London (inside the M25) | \u00a3160 |
| Anywhere else in the UK | \u00a3110 |

Since this version there are no other higher-cost UK cities: Edinburgh, Manchester and Leeds now come under
"anywhere else in the UK". If a hotel costs more than the limit you may still book it, but you can only claim
up to the limit unless your director approves the extra in writing before you travel.

## 4. Meals when travelling on business
* Breakfast, if it is not included in the room: up to \u00a312.
* Lunch, only on days when you are away from the office or home for more than 5 hours: up to \u00a310.
* Evening meal when you stay away overnight: up to \u00a330 (food and soft drinks; alcohol is never reimbursed).
* Day trips with no overnight stay: an evening meal is only claimable if you get back after 20:00, up to \u00a315.

## 5. Client entertainment
Needs your director's approval in advance and is not covered by the limits in section 4.

## 6. Overseas travel
See the separate overseas per-diem table.
"""

POLICY_2023 = """# Fenwick Lowe Consulting \u2013 Travel and Expenses Policy (version 6)

SUPERSEDED on 1 January 2025 by version 7. Kept for claims dated 2023\u20132024.

## 3. Hotels (per night, including VAT, room only)
* London: \u00a3140
* Higher-cost cities (Edinburgh, Manchester, Leeds): \u00a3120
* Elsewhere in the UK: \u00a395

## 4. Meals
* Breakfast \u00a310, lunch \u00a38, evening meal when staying overnight \u00a325.
"""

DRAFT = """# DRAFT \u2013 proposed changes to expenses limits (for the board, April 2026)

Not approved. Nothing here applies until the board agrees it; if approved it would take effect on 1 May 2026.

* Hotels outside London: raise the limit to \u00a3125 a night.
* Evening meal when staying overnight: raise to \u00a335.
* London hotels: no change.
"""

OVERSEAS = """# Overseas per-diems (2025)

Flat daily rates for meals when travelling abroad, instead of the UK receipt-based limits:

| Country | Per day |
|---|---|
| Ireland | \u20ac70 |
| Netherlands | \u20ac75 |
| Germany | \u20ac72 |
| USA | $90 |

Hotels abroad: up to \u00a3150 a night unless pre-approved.
"""

OFFICE = """# Bristol office \u2013 practical info

Door code changes on the first Monday of each month (ask reception). Bike store behind the building.
Post goes out at 16:00. The kitchen is cleaned on Fridays, so please empty the fridge on Thursday evening.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "trip_notes.txt"), TRIP)
    if kb:
        write(os.path.join(kb, "expenses-policy-v7-2025.md"), POLICY_2025)
        write(os.path.join(kb, "expenses-policy-v6-2023.md"), POLICY_2023)
        write(os.path.join(kb, "draft-expenses-changes-2026.md"), DRAFT)
        write(os.path.join(kb, "overseas-per-diems-2025.md"), OVERSEAS)
        write(os.path.join(kb, "bristol-office-info.md"), OFFICE)
