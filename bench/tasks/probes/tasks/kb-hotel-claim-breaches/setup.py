import csv
import io
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

POLICY_V4 = """# Travel and expenses policy (version 4)

Effective 1 January 2025. Owner: Finance. Replaces version 3 (2023) in full.

## 1. General

Claims are submitted monthly through the expenses app with an itemised receipt for every line.
Amounts are in GBP and include VAT.

## 2. Rail and air

Standard class rail is always allowed. First class needs the budget holder's approval. Flights
within Great Britain are allowed only when the rail journey would take more than five hours.

## 3. Hotels

The hotel cap is a rate per room per night: divide the amount claimed for the stay by the
number of nights. The cap is:

| Location | Cap per night |
|---|---|
| London | GBP 200 |
| Anywhere else in the UK | GBP 140 |

A stay at or below the cap is compliant. A stay above the cap is compliant only if it was
pre-approved by the budget holder before booking and the pre-approval reference, which has the
form PA- followed by four digits (for example PA-2041), is recorded on the claim line. Any other
note, such as "approved by my manager by email", is not a pre-approval and does not make the stay
compliant.

Breakfast may be included in the hotel amount. Minibar, spa and room-service charges may not be
claimed.

## 4. Meals

Up to GBP 30 per day when travelling overnight, GBP 12 for a day trip of more than six hours.
Alcohol is not reimbursed.

## 5. Breaches

Finance flags every non-compliant line to the claimant's budget holder, who decides whether to
approve an exception or reject the line.
"""

POLICY_V3 = """# Travel and expenses policy (version 3) - SUPERSEDED

Effective 1 April 2023. Superseded by version 4 on 1 January 2025; kept for claims dated before then.

## Hotels

Hotel stays are capped at GBP 120 per night, or GBP 170 per night in London and Edinburgh. There
are no exceptions: the part of a stay above the cap is not reimbursed.

## Meals

Up to GBP 25 per day when travelling overnight.
"""

EQUIPMENT = """# Home-working equipment allowance

Each employee may claim up to GBP 400 every three years for home-working equipment (desk, chair,
monitor, headset). Items above GBP 150 need an itemised receipt. Laptops and phones are provided
by IT and cannot be claimed.
"""

# claim_id, employee, date, category, city, nights, amount_gbp, approval_ref, description
CLAIMS = [
    ("C-301", "Priya Raman", "2025-03-03", "Hotel", "Manchester", "2", "256.00", "", "Premier Inn, supplier audit"),
    ("C-302", "Tom Ellery", "2025-03-04", "Train", "London", "", "212.40", "", "Return, Bristol to London Paddington"),
    ("C-303", "Tom Ellery", "2025-03-04", "Hotel", "london", "3", "570.00", "", "Hotel near Paddington, 3 nights"),
    ("C-304", "Ana Duarte", "2025-03-05", "Hotel", "Leeds", "1", "152.00", "", "Hotel, Leeds trade show"),
    ("C-305", "Ana Duarte", "2025-03-05", "Meals", "Leeds", "", "41.80", "", "Dinner, trade show"),
    ("C-306", "Marcus Webb", "2025-03-10", "Hotel", "London", "2", "430.00", "PA-1182", "Hotel, board meeting week"),
    ("C-307", "Priya Raman", "2025-03-11", "Hotel", "Birmingham", "1", "175.00", "approved by line manager (email 7 Mar)", "Hotel, late finish at client"),
    ("C-308", "Jonas Berg", "2025-03-12", "Hotel", "Glasgow", "4", "600.00", "", "Hotel, warehouse go-live"),
    ("C-309", "Ana Duarte", "2025-03-14", "Hotel", "London", "1", "240.00", "", "Hotel, early flight next day"),
    ("C-310", "Marcus Webb", "2025-03-17", "Conference", "London", "", "495.00", "PA-1190", "Retail Tech Summit ticket"),
    ("C-311", "Jonas Berg", "2025-03-18", "Hotel", "Bristol", "2", "280.00", "", "Hotel, two-day workshop"),
    ("C-312", "Tom Ellery", "2025-03-20", "Hotel", "Edinburgh", "2", "310.00", "", "Hotel, Edinburgh office visit"),
    ("C-313", "Priya Raman", "2025-03-24", "hotel", "Cambridge", "1", "139.00", "", "Hotel, university partnership meeting"),
    ("C-314", "Jonas Berg", "2025-03-26", "Hotel", "Cardiff", "3", "465.00", "PA-2107", "Hotel, stock count"),
    ("C-315", "Tom Ellery", "2025-03-27", "Taxi", "London", "", "38.50", "", "Paddington to client office"),
]
# per night: 301 128 ok | 303 190 London ok | 304 152 breach | 306 215 London but PA-1182 ok |
# 307 175 note is not a PA reference: breach | 308 150 breach | 309 240 London breach | 311 140 = cap ok |
# 312 155 breach (Edinburgh is not London under v4) | 313 139 ok | 314 155 but PA-2107 ok (the exception is not London-only)

if __name__ == "__main__":
    ws, kb = setup_args()
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["claim_id", "employee", "date", "category", "city", "nights", "amount_gbp", "approval_ref", "description"])
    w.writerows(CLAIMS)
    write(os.path.join(ws, "claims", "2025-03.csv"), buf.getvalue())
    write(os.path.join(ws, "claims", "README.md"),
          "# Expense claims\n\nMonthly export from the expenses app (one row per claim line). "
          "`nights` is only filled in for hotel lines.\n")
    if kb:
        write(os.path.join(kb, "finance", "travel-and-expenses-policy-v4.md"), POLICY_V4)
        write(os.path.join(kb, "finance", "archive", "travel-and-expenses-policy-v3.md"), POLICY_V3)
        write(os.path.join(kb, "people", "home-working-equipment.md"), EQUIPMENT)
