import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from evalkit import *

CLAIMS = """claim_id,employee,date,category,amount
EC-2201,Naomi Fairbairn,2025-10-02,Train fares,86.40
EC-2202,Oskar Lindgren,2025-10-03,Meals,23.75
EC-2203,Priya Venkatesh,2025-10-06,Hotel,412.60
EC-2204,Naomi Fairbairn,2025-10-08,Mileage,61.20
EC-2205,Callum Rennie,2025-10-09,Conference fee,198.00
EC-2206,Oskar Lindgren,2025-10-13,Taxi,34.50
EC-2207,Hollie Brandt,2025-10-14,Training course,250.00
EC-2208,Callum Rennie,2025-10-16,Meals,41.10
EC-2209,Priya Venkatesh,2025-10-20,Train fares,127.35
EC-2210,Hollie Brandt,2025-10-22,Flights,1180.00
EC-2211,Naomi Fairbairn,2025-10-27,Parking,18.00
EC-2212,Oskar Lindgren,2025-10-29,Hotel,289.99
"""

POLICY = """# Expense claims policy

Finance team, Northfold Analytics. Applies to all employees.

## Submitting a claim

* Submit claims through the expenses spreadsheet within 60 days of spending the money.
* Attach an itemised receipt for every claim. Card slips alone are not enough for meals.

## Approval

* Each claim is approved by the claimant's line manager.
* A single claim of **\u00a3250.00 or more** must also be approved by a director before Finance pays it.
* Nobody may approve their own claim.

## Payment

Approved claims are paid with the next monthly salary if Finance receives them by the 25th.
"""

TRAVEL = """# Booking travel

* Book trains and flights through the travel desk where possible so the company pays directly.
* Standard class for trains; economy for flights under 6 hours.
* Hotels: up to \u00a3150 a night outside London, \u00a3200 in London.
"""

CARDS = """# Company cards

Card holders reconcile their card statement each month in the card portal. Card spending is not claimed as an
expense.
"""

if __name__ == "__main__":
    ws, kb = setup_args()
    write(os.path.join(ws, "claims", "october_claims.csv"), CLAIMS)
    if kb:
        write(os.path.join(kb, "finance", "expense-claims-policy.md"), POLICY)
        write(os.path.join(kb, "finance", "booking-travel.md"), TRAVEL)
        write(os.path.join(kb, "finance", "company-cards.md"), CARDS)
